import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@front-office/shared/router';
import type { FormSummary, FormTemplate, Organization, PermissionEntry } from '@front-office/shared/core';
import { FormStatus } from '@front-office/shared/core';
import { i18n, useSessionStore } from '@front-office/shared/platform';
import { renderWithPlatform, setUpRemoteTests, signInTestUser } from '../../../../../build/jest/remote-test-kit';
import pages from '../../../pages';

const laval: Organization = { id: 'o2', name: 'Club Aquatique Laval', currency: 'cad', avatar: null };
const DAY = 24 * 3600 * 1000;

function makeForm(index: number, overrides: Partial<FormSummary> = {}): FormSummary {
  return {
    id: `f${index}`,
    name: [
      { culture: 'en', value: `Form ${index}` },
      { culture: 'fr', value: `Formulaire ${index}` },
    ],
    status: FormStatus.Active,
    avatar: null,
    organizationId: laval.id,
    editedBy: { id: 'u1', firstName: 'Ada', name: 'Lovelace' },
    submissionCount: index,
    submissionLimit: null,
    creationDate: new Date(Date.now() - 30 * DAY).toISOString(),
    modificationDate: new Date(Date.now() - 3 * DAY).toISOString(),
    currency: 'cad',
    ...overrides,
  };
}

const templates: FormTemplate[] = [
  { id: 't-blank', name: 'Blank', content: '{"steps":[],"rules":[]}' },
  { id: 't-contact', name: [{ culture: 'en', value: 'Contact' }, { culture: 'fr', value: 'Contact FR' }], content: '{"steps":[{"id":"s1"}],"rules":[]}' },
];

const allRights = (overrides: Partial<Record<PermissionEntry['name'], Partial<PermissionEntry>>> = {}): PermissionEntry[] =>
  (['FORM', 'FORM_SUBMISSION', 'REPORT', 'PAYMENT_ACCOUNTS', 'ORGANIZATION'] as const).map((name) => ({
    name,
    read: true,
    write: true,
    update: true,
    delete: true,
    ...overrides[name],
  }));

interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  body: BodyInit | null | undefined;
}
type Answer = { status: number; body?: unknown };
type Handler = (call: Call) => Answer | undefined;

/** The network boundary: answers each call with the first handler that knows it, records them all. */
function stubApi(handler: Handler): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const call = { method: init?.method ?? 'GET', path: url.pathname, search: url.searchParams, body: init?.body };
    calls.push(call);
    const answer = handler(call) ?? { status: 404 };
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return Promise.resolve({ ok: answer.status < 300, status: answer.status, headers: new Headers(), text: async () => text } as unknown as Response);
  });
  return calls;
}

const formsPath = `/api/organizations/${laval.id}/forms`;
const formsGets = (calls: Call[]) => calls.filter((call) => call.method === 'GET' && call.path === formsPath);

/** A server holding `forms`, paged as the API pages them. */
function formsHandler(forms: FormSummary[]): Handler {
  return (call) => {
    if (call.method === 'GET' && call.path === formsPath) {
      const page = Number(call.search.get('page'));
      const size = Number(call.search.get('pageSize'));
      return { status: 200, body: { data: forms.slice((page - 1) * size, page * size), totalCount: forms.length } };
    }
    if (call.method === 'GET' && call.path === `/api/organizations/${laval.id}/templates`) {
      return { status: 200, body: { data: templates, totalCount: templates.length } };
    }
    return undefined;
  };
}

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderList(path = '/registrations') {
  return renderWithPlatform(
    <>
      <Routes>
        <Route path="/registrations" element={<pages.FormsList />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    path,
  );
}

const location = () => screen.getByTestId('location').textContent;

/**
 * The open dialog. Under jsdom, tabster sometimes leaves `aria-hidden` on a Fluent dialog that
 * opened after a click (microsoft/fluentui#33897), which hides it from role queries: inside a
 * dialog these tests find controls by their label or text instead.
 */
async function openDialog(role: 'dialog' | 'alertdialog' = 'dialog') {
  return within(await screen.findByRole(role, { hidden: true }));
}
const noDialog = () => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

setUpRemoteTests();
// Each test renders the whole Fluent list page, most open a dialog and type in it: a few seconds of
// jsdom work on an idle machine, several times that on a shared 2-core runner. delay: null below
// spares userEvent a timer turn between keystrokes.
jest.setTimeout(20_000);

beforeEach(async () => {
  localStorage.clear();
  // Some tests switch to French.
  await i18n.changeLanguage('en');
  signInTestUser(laval, allRights());
});

describe('forms list columns (spec 000 §2)', () => {
  it('shows the name in the current language, the submissions count or count/limit, the relative last update and the editor', async () => {
    stubApi(formsHandler([makeForm(1), makeForm(2, { submissionCount: 12, submissionLimit: 50, editedBy: { id: 'u2', firstName: 'Grace', name: 'Hopper' } })]));
    renderList();

    const first = within(await screen.findByRole('row', { name: /Form 1/ }));
    expect(first.getByRole('cell', { name: '1' })).toBeInTheDocument();
    expect(first.getByRole('cell', { name: '3 days ago' })).toBeInTheDocument();
    expect(first.getByRole('cell', { name: 'Ada Lovelace' })).toBeInTheDocument();
    const second = within(rowOf('Form 2'));
    expect(second.getByRole('cell', { name: '12/50' })).toBeInTheDocument();
    expect(second.getByRole('cell', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Form name',
      'Submissions',
      'Last update',
      'Edited by',
      'Actions',
    ]);
  });

  it('asks the API for five forms a page and shows French names and relative times in French', async () => {
    const calls = stubApi(formsHandler([makeForm(1)]));
    await i18n.changeLanguage('fr');
    renderList();

    expect(await screen.findByRole('cell', { name: 'Formulaire 1' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'il y a 3 jours' })).toBeInTheDocument();
    expect(formsGets(calls)[0]?.search.get('pageSize')).toBe('5');
    expect(formsGets(calls)[0]?.search.get('page')).toBe('1');
  });
});

describe('row actions (spec 000 §2, §6)', () => {
  it('offers all five actions with full rights, each labelled with the form, the preview opening in a new tab', async () => {
    stubApi(formsHandler([makeForm(1)]));
    renderList();

    const row = within(await screen.findByRole('row', { name: /Form 1/ }));
    expect(row.getByRole('button', { name: 'Submissions of Form 1' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Edit Form 1' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Clone Form 1' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Delete Form 1' })).toBeInTheDocument();
    const preview = row.getByRole('link', { name: 'Preview Form 1 (new tab)' });
    expect(preview).toHaveAttribute('href', '/registrations/preview/f1');
    expect(preview).toHaveAttribute('target', '_blank');
  });

  it('issue 23 §4: on a phone each form is a card with its five actions in view (no table to scroll sideways), in French too', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query === '(max-width: 767px)', media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
    try {
      stubApi(formsHandler([makeForm(1, { submissionCount: 12, submissionLimit: 50 })]));
      await i18n.changeLanguage('fr');
      renderList();
      const card = within(await screen.findByTestId('form-card-f1'));
      expect(screen.queryByRole('table')).toBeNull();
      expect(card.getByRole('heading', { name: 'Formulaire 1' })).toBeInTheDocument();
      // The matcher folds the no-break space the French colon takes; the text itself keeps it.
      expect(card.getByText(/^Soumissions : 12\/50/).textContent).toBe('Soumissions\u00a0: 12/50 · il y a 3 jours · Ada Lovelace');
      for (const name of ['Soumissions de Formulaire 1', 'Modifier Formulaire 1', 'Dupliquer Formulaire 1', 'Supprimer Formulaire 1']) expect(card.getByRole('button', { name })).toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('hides each action whose right is missing', async () => {
    useSessionStore.getState().setRights(
      allRights({ FORM: { write: false, update: false, delete: false }, FORM_SUBMISSION: { read: false } }),
    );
    stubApi(formsHandler([makeForm(1)]));
    renderList();

    const row = within(await screen.findByRole('row', { name: /Form 1/ }));
    expect(row.getByRole('link', { name: /Preview Form 1/ })).toBeInTheDocument();
    expect(row.queryByRole('button', { name: /Submissions of/ })).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: /Clone/ })).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create a form' })).not.toBeInTheDocument();
  });

  it('shows a tooltip on each action', async () => {
    const user = userEvent.setup({ delay: null });
    stubApi(formsHandler([makeForm(1)]));
    renderList();
    const row = within(await screen.findByRole('row', { name: /Form 1/ }));

    for (const [name, tooltip] of [
      ['Submissions of Form 1', 'Submissions'],
      ['Edit Form 1', 'Edit'],
      ['Clone Form 1', 'Clone'],
      ['Delete Form 1', 'Delete'],
    ] as const) {
      await user.hover(row.getByRole('button', { name }));
      expect(await screen.findByRole('tooltip')).toHaveTextContent(tooltip);
      await user.unhover(row.getByRole('button', { name }));
      await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    }
    await user.hover(row.getByRole('link', { name: /Preview Form 1/ }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Preview');
  });

  it('goes to the submissions and to the editor of the form', async () => {
    const user = userEvent.setup({ delay: null });
    stubApi(formsHandler([makeForm(1)]));
    renderList();

    await user.click(await screen.findByRole('button', { name: 'Submissions of Form 1' }));
    expect(location()).toBe('/registrations/submissions/f1');
  });

  it('goes to the editor of the form', async () => {
    const user = userEvent.setup({ delay: null });
    stubApi(formsHandler([makeForm(1)]));
    renderList();

    await user.click(await screen.findByRole('button', { name: 'Edit Form 1' }));
    expect(location()).toBe('/registrations/admin/edit-form/f1');
  });
});

describe('pagination and states', () => {
  it('moves between pages of five, keeping the page in the address', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = stubApi(formsHandler(Array.from({ length: 7 }, (_, index) => makeForm(index + 1))));
    renderList();

    expect(await screen.findByRole('cell', { name: 'Form 5' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Form 6' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));

    expect(await screen.findByRole('cell', { name: 'Form 6' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Form 1' })).not.toBeInTheDocument();
    expect(location()).toBe('/registrations?page=2');
    expect(formsGets(calls).map((call) => call.search.get('page'))).toEqual(['1', '2']);
  });

  it('opens on the page named in the address', async () => {
    stubApi(formsHandler(Array.from({ length: 7 }, (_, index) => makeForm(index + 1))));
    renderList('/registrations?page=2');

    expect(await screen.findByRole('cell', { name: 'Form 7' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the empty state with a create button', async () => {
    stubApi(formsHandler([]));
    renderList();

    const empty = await screen.findByRole('status');
    expect(empty).toHaveTextContent('There are no forms yet.');
    expect(within(empty).getByRole('button', { name: 'Create a form' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the translated error when the list cannot be loaded', async () => {
    stubApi(() => ({ status: 500 }));
    renderList();

    expect(await screen.findByRole('alert')).toHaveTextContent('Server error');
  });
});

describe('create-form dialog (spec 000 §2, §5)', () => {
  async function openCreateDialog() {
    const user = userEvent.setup({ delay: null });
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Create a form' }));
    const dialog = await openDialog();
    await dialog.findByText('Contact');
    return { user, dialog };
  }

  it('requires a name of at most 100 characters, a template and at least one language', async () => {
    stubApi(formsHandler([makeForm(1)]));
    const { user, dialog } = await openCreateDialog();

    await user.click(dialog.getByLabelText('English'));
    await user.click(dialog.getByText('Create'));
    expect(await dialog.findByText('The form name is required')).toBeInTheDocument();
    expect(dialog.getByText('A template is required')).toBeInTheDocument();
    expect(dialog.getByText('Choose at least one language')).toBeInTheDocument();

    // Pasted rather than typed key by key: 101 keystrokes outlast the test timeout on a busy machine.
    await user.click(dialog.getByLabelText(/^Form name/));
    await user.paste('a'.repeat(101));
    expect(await dialog.findByText('The form name is too long (100 characters maximum)')).toBeInTheDocument();
    expect(globalThis.fetch).not.toHaveBeenCalledWith(expect.stringContaining('/forms/templates/'), expect.anything());
  });

  it('creates the form from the chosen template in the chosen languages (the server copies its content), with its avatar, then opens its editor', async () => {
    const calls = stubApi((call) =>
      call.method === 'POST' && call.path === `/api/organizations/${laval.id}/forms/templates/t-contact`
        ? { status: 200, body: { id: 'new-form' } }
        : formsHandler([makeForm(1)])(call),
    );
    const { user, dialog } = await openCreateDialog();

    await user.upload(dialog.getByTestId('avatar-input'), new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(await dialog.findByAltText('Preview of the chosen image')).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/^Form name/), 'Summer camp');
    await user.selectOptions(dialog.getByLabelText(/^Template/), 'Contact');
    await user.click(dialog.getByLabelText('French'));
    await user.click(dialog.getByText('Create'));

    await waitFor(() => expect(location()).toBe('/registrations/admin/edit-form/new-form'));
    const creation = calls.find((call) => call.method === 'POST');
    const body = creation?.body as FormData;
    expect(JSON.parse(String(body.get('form')))).toEqual({
      name: [
        { culture: 'en', value: 'Summer camp' },
        { culture: 'fr', value: 'Summer camp' },
      ],
      localizations: ['en', 'fr'],
    });
    expect((body.get('avatar') as File).name).toBe('logo.png');
    const templateCall = calls.find((call) => call.path.endsWith('/templates'));
    expect([templateCall?.search.get('page'), templateCall?.search.get('pageSize')]).toEqual(['1', '12']);
  });

  it('refuses an avatar that is neither png nor jpeg', async () => {
    stubApi(formsHandler([makeForm(1)]));
    const { dialog } = await openCreateDialog();
    // applyAccept off: the browser's file chooser can still hand over another type ("All files").
    const user = userEvent.setup({ applyAccept: false, delay: null });

    await user.upload(dialog.getByTestId('avatar-input'), new File(['gif'], 'logo.gif', { type: 'image/gif' }));
    expect(await dialog.findByText('Choose a PNG or JPEG image')).toBeInTheDocument();
  });
});

describe('clone dialog (spec 000 §2)', () => {
  it('prefills the name with the form name and the copy label, then clones under the new name', async () => {
    const calls = stubApi((call) =>
      call.method === 'POST' && call.path === `${formsPath}/f1/clone` ? { status: 200, body: makeForm(9) } : formsHandler([makeForm(1)])(call),
    );
    const user = userEvent.setup({ delay: null });
    renderList();

    await user.click(await screen.findByRole('button', { name: 'Clone Form 1' }));
    const dialog = await openDialog();
    const name = dialog.getByLabelText(/^New form name/);
    expect(name).toHaveValue('Form 1 copy');
    await user.clear(name);
    await user.click(dialog.getByText('Clone'));
    expect(await dialog.findByText('The form name is required')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(name, 'Form 1 bis');
    await user.click(dialog.getByText('Clone'));

    await waitFor(noDialog);
    const clone = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(clone?.body))).toEqual({ id: 'f1', name: 'Form 1 bis' });
    await waitFor(() => expect(formsGets(calls)).toHaveLength(2));
  });

  it('uses the French copy label in French', async () => {
    stubApi(formsHandler([makeForm(1)]));
    await i18n.changeLanguage('fr');
    const user = userEvent.setup({ delay: null });
    renderList();

    await user.click(await screen.findByRole('button', { name: 'Dupliquer Formulaire 1' }));
    expect((await openDialog()).getByLabelText(/^Nom du nouveau formulaire/)).toHaveValue('Formulaire 1 copie');
  });
});

describe('delete dialog (spec 000 §2, §8)', () => {
  const sevenForms = () => Array.from({ length: 7 }, (_, index) => makeForm(index + 1));

  it('names the form and, once deleted, returns to page 1 and reloads the list', async () => {
    const forms = sevenForms();
    const calls = stubApi((call) => {
      if (call.method === 'DELETE' && call.path === `${formsPath}/f6`) {
        forms.splice(5, 1);
        return { status: 200, body: 1 };
      }
      return formsHandler(forms)(call);
    });
    const user = userEvent.setup({ delay: null });
    renderList('/registrations?page=2');

    await user.click(await screen.findByRole('button', { name: 'Delete Form 6' }));
    const dialog = await openDialog('alertdialog');
    expect(dialog.getByText('Delete the form “Form 6”? This cannot be undone.')).toBeInTheDocument();
    await user.click(dialog.getByText('Delete'));

    await waitFor(() => expect(location()).toBe('/registrations'));
    expect(await screen.findByRole('cell', { name: 'Form 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(formsGets(calls).length).toBeGreaterThanOrEqual(2));
    expect(formsGets(calls).at(-1)?.search.get('page')).toBe('1');
    expect(await screen.findByText('Form deleted')).toBeInTheDocument();
  });

  it.each([
    ['a result of 0', { status: 200, body: 0 }],
    ['a refusal', { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Form not found' } }],
  ])('shows the generic error and keeps the list after %s', async (_, answer) => {
    const calls = stubApi((call) => (call.method === 'DELETE' ? answer : formsHandler(sevenForms())(call)));
    const user = userEvent.setup({ delay: null });
    renderList('/registrations?page=2');

    await user.click(await screen.findByRole('button', { name: 'Delete Form 6' }));
    await user.click((await openDialog('alertdialog')).getByText('Delete'));

    expect(await screen.findByText('An error occured')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(location()).toBe('/registrations?page=2');
    // Tabster may leave aria-hidden on the page after the dialog closed (see openDialog).
    expect(screen.getByRole('cell', { name: 'Form 6', hidden: true })).toBeInTheDocument();
    expect(formsGets(calls)).toHaveLength(1);
  });
});

describe('delete refused while money is held (issue 18 §1)', () => {
  const moneyHeld = { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'Submissions of this form hold payments', errors: ['moneyHeld'] } };

  it.each([
    ['en', 'Delete Form 6', 'Delete', 'Payments of its submissions are not refunded, or installments are still planned. Refund or cancel them before deleting this form.', 'Cancel', 'Form 6'],
    [
      'fr',
      'Supprimer Formulaire 6',
      'Supprimer',
      'Des paiements de ses soumissions ne sont pas remboursés, ou des versements sont encore prévus. Remboursez-les ou annulez-les avant de supprimer ce formulaire.',
      'Annuler',
      'Formulaire 6',
    ],
  ])('in %s, says why in the dialog, which stays open with delete disabled and closes with cancel; the list is kept', async (language, rowAction, confirmLabel, reason, cancelLabel, formName) => {
    await i18n.changeLanguage(language);
    const forms = Array.from({ length: 7 }, (_, index) => makeForm(index + 1));
    const calls = stubApi((call) => (call.method === 'DELETE' ? moneyHeld : formsHandler(forms)(call)));
    const user = userEvent.setup({ delay: null });
    renderList('/registrations?page=2');

    await user.click(await screen.findByRole('button', { name: rowAction }));
    const dialog = await openDialog('alertdialog');
    await user.click(dialog.getByText(confirmLabel));

    expect(await dialog.findByText(reason)).toBeInTheDocument();
    expect(dialog.getByText(confirmLabel).closest('button')).toBeDisabled();
    expect(screen.queryByText(i18n.t('errors.generic', { ns: 'common' }))).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);

    await user.click(dialog.getByText(cancelLabel));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument());
    expect(location()).toBe('/registrations?page=2');
    expect(screen.getByRole('cell', { name: formName, hidden: true })).toBeInTheDocument();
    expect(formsGets(calls)).toHaveLength(1);

    // Opened again (the payments may have been refunded meanwhile), the dialog asks afresh.
    await user.click(screen.getByRole('button', { name: rowAction, hidden: true }));
    const again = await openDialog('alertdialog');
    expect(again.queryByText(reason)).not.toBeInTheDocument();
    expect(again.getByText(confirmLabel).closest('button')).toBeEnabled();
  });
});

describe('switching organization (issue 13 §4: no stale data)', () => {
  it("shows loading, never the previous organization's rows or actions, until the new organization's forms arrive", async () => {
    const montreal: Organization = { id: 'o3', name: 'Montreal Soccer Club', currency: 'cad', avatar: null };
    let answerMontreal: (() => void) | null = null;
    const lavalForms = formsHandler([makeForm(1)]);
    globalThis.fetch = jest.fn((input: RequestInfo | URL) => {
      const url = new URL(String(input));
      if (url.pathname === `/api/organizations/${montreal.id}/forms`) {
        const body = JSON.stringify({ data: [makeForm(7, { organizationId: montreal.id, name: 'Montreal form' })], totalCount: 1 });
        return new Promise<Response>((resolve) => {
          answerMontreal = () => resolve({ ok: true, status: 200, text: async () => body } as unknown as Response);
        });
      }
      const answer = lavalForms({ method: 'GET', path: url.pathname, search: url.searchParams, body: undefined }) ?? { status: 404 };
      const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
      return Promise.resolve({ ok: answer.status < 300, status: answer.status, headers: new Headers(), text: async () => text } as unknown as Response);
    });
    renderList();
    expect(await screen.findByRole('row', { name: /Form 1/ })).toBeInTheDocument();

    act(() => useSessionStore.getState().selectOrganization(montreal, allRights()));

    expect(await screen.findByText('Loading the forms…')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Form 1/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Form 1/ })).not.toBeInTheDocument();

    act(() => answerMontreal?.());
    expect(await screen.findByRole('row', { name: /Montreal form/ })).toBeInTheDocument();
  });
});
