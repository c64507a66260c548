import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@front-office/shared/router';
import type { PermissionEntry } from '@front-office/shared/core';
import { PERMISSION_AREAS } from '@front-office/shared/core';
import { useSessionStore } from '@front-office/shared/platform';
import { BOSTON, LAVAL, changeLanguage, renderWithPlatform, setUpRemoteTests, signInTestUser, stubApi } from '../../../../../build/jest/remote-test-kit';
import { routes } from '../../../routes';

setUpRemoteTests({ asyncUtilTimeout: 10_000 });
jest.setTimeout(40_000);
// Fluent dialogs may carry aria-hidden under jsdom (microsoft/fluentui#33897).
const hidden = true;

const FORM = 'f1';
const FORMS_PATH = '/api/organizations/o2/reports/forms';
const FORM_PATH = `${FORMS_PATH}/${FORM}`;
const REPORTS_PATH = `/api/organizations/o2/forms/${FORM}/reports`;
const text = (en: string, fr: string) => [
  { culture: 'en', value: en },
  { culture: 'fr', value: fr },
];
const field = (id: string, en: string, extra: Record<string, unknown> = {}) => ({ id, type: 'Text', text: text(en, en), size: 6, required: false, visible: true, enabled: true, ...extra });
const content = {
  steps: [
    {
      id: 'step-1',
      name: text('Swimmer', 'Nageur'),
      sections: [
        {
          id: 'section-1',
          name: text('Identity', 'Identité'),
          multiple: false,
          visible: true,
          fields: [field('first', 'First name'), field('last', 'Last name'), field('secret', 'Secret', { excludeFromReport: true }), field('email', 'E-mail')],
        },
      ],
    },
  ],
  rules: [],
};
const form = { id: FORM, name: text('Summer camp', 'Camp d’été'), localizations: ['en', 'fr'], currency: 'cad', submissionCount: 4, content: JSON.stringify(content) };
const roster = { id: 'r1', formId: FORM, culture: 'en', name: 'Camp roster', content: { name: 'Camp roster', steps: [{ id: 'step-1', fields: [{ id: 'last' }, { id: 'first' }] }], general: [] } };
const rights = (flags: Partial<Record<'write' | 'update' | 'delete', boolean>>): PermissionEntry[] =>
  PERMISSION_AREAS.map((name) => ({ name, read: true, write: false, update: false, delete: false, ...(name === 'REPORT' ? flags : {}) }));
const allRights = rights({ write: true, update: true, delete: true });

function Probe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** Renders the remote's route table at `path`, as the shell does. */
function renderRoute(path: string, granted = allRights) {
  signInTestUser(LAVAL, granted);
  return renderWithPlatform(
    <>
      <Routes>
        {routes.map(({ path: routePath, Page }) => (
          <Route key={routePath} path={routePath} element={<Page />} />
        ))}
      </Routes>
      <Probe />
    </>,
    path,
  );
}

const bodyOf = (request: { body: BodyInit | null | undefined }) => JSON.parse(String(request.body)) as Record<string, unknown>;

describe('/reports (spec 001 §2 reports entry)', () => {
  it("lists the organization's forms, each leading to its saved reports", async () => {
    stubApi({ [FORMS_PATH]: { status: 200, body: { data: [{ id: FORM, name: form.name, status: 3, submissionCount: 4, reportCount: 2 }], totalCount: 1 } } });
    renderRoute('/reports');
    const link = await screen.findByRole('link', { name: 'Summer camp' });
    expect(screen.getByText('2 saved reports · 4 submissions')).toBeInTheDocument();
    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(`/reports/${FORM}`);
  });

  it('says when there are no forms', async () => {
    stubApi({ [FORMS_PATH]: { status: 200, body: { data: [], totalCount: 0 } } });
    renderRoute('/reports');
    expect(await screen.findByText('No forms yet')).toBeInTheDocument();
  });

  it('shows an error with a retry when the forms cannot be loaded', async () => {
    stubApi({ [FORMS_PATH]: { status: 403 } });
    renderRoute('/reports');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("after a switch of organization shows loading, never the previous organization's forms (issue 13 §4)", async () => {
    stubApi({
      [FORMS_PATH]: { status: 200, body: { data: [{ id: FORM, name: form.name, status: 3, submissionCount: 4, reportCount: 2 }], totalCount: 1 } },
      '/api/organizations/o1/reports/forms': 'pending',
    });
    renderRoute('/reports');
    expect(await screen.findByRole('link', { name: 'Summer camp' })).toBeInTheDocument();
    act(() => useSessionStore.getState().selectOrganization(BOSTON, allRights));
    expect(await screen.findByText('Loading the forms…')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Summer camp' })).not.toBeInTheDocument();
  });
});

describe('/reports/{formId} (spec 001 §2 saved reports list)', () => {
  it('lists the reports with edit, download and delete; Add report goes to create', async () => {
    stubApi({ [FORM_PATH]: { status: 200, body: form }, [REPORTS_PATH]: { status: 200, body: [roster] } });
    renderRoute(`/reports/${FORM}`);
    const row = (await screen.findByRole('cell', { name: 'Camp roster' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: 'Edit Camp roster' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Download Camp roster (XLSX)' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete Camp roster' })).toBeInTheDocument();
    expect(screen.getByText('Reports of Summer camp')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add report' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/reports/${FORM}/create`);
  });

  it('a read-only user can open and download but not add or delete', async () => {
    stubApi({ [FORM_PATH]: { status: 200, body: form }, [REPORTS_PATH]: { status: 200, body: [roster] } });
    renderRoute(`/reports/${FORM}`, rights({}));
    const row = (await screen.findByRole('cell', { name: 'Camp roster' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: 'Open Camp roster' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Download Camp roster (XLSX)' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add report' })).not.toBeInTheDocument();
  });

  it('shows the empty state without saved reports', async () => {
    stubApi({ [FORM_PATH]: { status: 200, body: form }, [REPORTS_PATH]: { status: 200, body: [] } });
    renderRoute(`/reports/${FORM}`);
    expect(await screen.findByText('No saved reports')).toBeInTheDocument();
  });

  it('delete asks first: Cancel keeps the report, Delete deletes it', async () => {
    const requests = stubApi({ [FORM_PATH]: { status: 200, body: form }, [`GET ${REPORTS_PATH}`]: { status: 200, body: [roster] }, [`DELETE ${REPORTS_PATH}/r1`]: { status: 200, body: 1 } });
    renderRoute(`/reports/${FORM}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Camp roster' }));
    const dialog = await screen.findByRole('alertdialog', { hidden });
    expect(within(dialog).getByText('Camp roster will be deleted.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel', hidden }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Camp roster' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { hidden })).getByRole('button', { name: 'Delete', hidden }));
    await waitFor(() => expect(requests.some((request) => request.method === 'DELETE' && request.path === `${REPORTS_PATH}/r1`)).toBe(true));
    expect(await screen.findByText('Report deleted')).toBeInTheDocument();
  });

  it("download shows the row's spinner while generating, with the rows done once the total is counted, then saves the file under the header's name", async () => {
    const answers: Parameters<typeof stubApi>[0] = { [FORM_PATH]: { status: 200, body: form }, [REPORTS_PATH]: { status: 200, body: [roster] } };
    const requests = stubApi(answers);
    const stubbed = globalThis.fetch;
    let finish: () => void = () => undefined;
    globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/reports/generate')) {
        requests.push({ method: 'POST', path: new URL(String(input)).pathname, search: '', headers: new Headers(init?.headers), body: init?.body });
        return new Promise<Response>((resolve) => {
          finish = () =>
            resolve({ ok: true, status: 200, headers: new Headers({ 'Content-Disposition': `attachment; filename="Camp roster.xlsx"; filename*=UTF-8''Camp%20roster.xlsx` }), blob: async () => new Blob(['x']) } as unknown as Response);
        });
      }
      return stubbed(input, init);
    });
    const created = jest.fn(() => 'blob:report');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const clicks: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderRoute(`/reports/${FORM}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Download Camp roster (XLSX)' }));
    expect(await screen.findByRole('status', { name: 'Generating Camp roster…' })).toBeInTheDocument();
    const generate = requests.find((request) => request.path === `${REPORTS_PATH}/generate`);
    const { progressId } = bodyOf(generate ?? { body: '{}' }) as { progressId: string };
    expect(bodyOf(generate ?? { body: '{}' })).toMatchObject({ reportId: 'r1', format: 'xlsx', progressId: expect.any(String) });
    // The server has not counted the submissions yet (total 0): no figure, no "250 of 0 rows".
    const progressPath = `${REPORTS_PATH}/progress/${progressId}`;
    answers[progressPath] = { status: 200, body: { done: 250, total: 0, finished: false } };
    await waitFor(() => expect(requests.some((request) => request.path === progressPath)).toBe(true));
    const spinner = screen.getByRole('status', { name: 'Generating Camp roster…' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(spinner).not.toHaveAttribute('title');
    expect(screen.queryByText(/\d+%$/)).not.toBeInTheDocument();
    answers[progressPath] = { status: 200, body: { done: 250, total: 1000, finished: false } };
    // The status keeps naming the report and holds the percentage; the rows are in its tooltip.
    await waitFor(() => expect(screen.getByRole('status', { name: 'Generating Camp roster…' })).toHaveTextContent('25%'));
    expect(screen.getByRole('status', { name: 'Generating Camp roster…' })).toHaveAttribute('title', '250 of 1000 rows');
    finish();
    await waitFor(() => expect(clicks).toEqual(['Camp roster.xlsx']));
    expect(screen.queryByRole('status', { name: 'Generating Camp roster…' })).not.toBeInTheDocument();
  });
});

describe('a report in the reader’s language (issue 23 §7)', () => {
  afterEach(() => changeLanguage('en'));

  it('a French reader downloads a report saved in English in French: the request names French, the saved culture is left alone', async () => {
    const requests = stubApi({ [FORM_PATH]: { status: 200, body: form }, [REPORTS_PATH]: { status: 200, body: [roster] } });
    renderRoute(`/reports/${FORM}`);
    await screen.findByRole('button', { name: 'Download Camp roster (XLSX)' });
    // The platform sets the user's language when it mounts: French is chosen after.
    await changeLanguage('fr');
    await userEvent.click(await screen.findByRole('button', { name: 'Télécharger Camp roster (CSV)' }));
    await waitFor(() => expect(requests.some((request) => request.path === `${REPORTS_PATH}/generate`)).toBe(true));
    const generate = requests.find((request) => request.path === `${REPORTS_PATH}/generate`);
    expect(bodyOf(generate ?? { body: '{}' })).toMatchObject({ reportId: 'r1', format: 'csv', language: 'fr' });
    expect(bodyOf(generate ?? { body: '{}' })).not.toHaveProperty('culture');
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
    // The stub has no file to give: the failure is said in French.
    expect(await screen.findByText("Le rapport n'a pas pu être généré")).toBeInTheDocument();
  });
});

describe('the report editor (spec 001 §2, §4)', () => {
  it('create mode: a fresh id, every field checked, reorder, uncheck, then Save creates the report and opens it', async () => {
    const requests = stubApi({ [FORM_PATH]: { status: 200, body: form }, [`POST ${REPORTS_PATH}`]: { status: 200, body: roster } });
    renderRoute(`/reports/${FORM}/create`);
    expect(await screen.findByRole('heading', { name: 'New report' })).toBeInTheDocument();
    const id = /Report id: (\S+)/.exec(screen.getByTestId('report-id').textContent ?? '')?.[1] ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByText('Secret')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move First name up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move E-mail down' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move E-mail up' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Last name' }));

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The report name must be 1 to 100 characters')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByRole('textbox', { name: /Report name/ }), 'Swimmers');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    const post = requests.find((request) => request.method === 'POST');
    expect(bodyOf(post ?? { body: '{}' })).toEqual({
      id,
      formId: FORM,
      culture: 'en',
      content: { name: 'Swimmers', steps: [{ id: 'step-1', fields: [{ id: 'first' }, { id: 'email' }] }], general: expect.any(Array) },
    });
    expect(await screen.findByText('Report created')).toBeInTheDocument();
    // The toast comes first, then the editor opens on the new report's address.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/reports/${FORM}/${id}`));
  });

  it('edit mode: the saved order and checks, uncheck all and check all, Save updates with the save toast', async () => {
    const requests = stubApi({ [FORM_PATH]: { status: 200, body: form }, [`GET ${REPORTS_PATH}/r1`]: { status: 200, body: roster }, [`POST ${REPORTS_PATH}/r1`]: { status: 200, body: roster } });
    renderRoute(`/reports/${FORM}/r1`);
    expect(await screen.findByText('Report id: r1')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Report name/ })).toHaveValue('Camp roster');
    const labels = () => screen.getAllByRole('checkbox').map((box) => [box.closest('li')?.textContent, (box as HTMLInputElement).checked]);
    expect(labels()).toEqual([
      ['Last name', true],
      ['First name', true],
      ['E-mail', false],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Uncheck all' }));
    expect(screen.getByText('0 fields checked')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Report saved')).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST');
    expect(bodyOf(post ?? { body: '{}' })).toMatchObject({ id: 'r1', content: { name: 'Camp roster', steps: [{ id: 'step-1', fields: [{ id: 'last' }, { id: 'first' }, { id: 'email' }] }] } });
  });

  it('create mode without REPORT write goes back to the saved reports', async () => {
    stubApi({ [FORM_PATH]: { status: 200, body: form }, [REPORTS_PATH]: { status: 200, body: [roster] } });
    renderRoute(`/reports/${FORM}/create`, rights({ update: true }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^/reports/${FORM}$`)));
  });

  it('sections expand and collapse', async () => {
    stubApi({ [FORM_PATH]: { status: 200, body: form } });
    renderRoute(`/reports/${FORM}/create`);
    const toggle = await screen.findByRole('button', { name: 'Hide the fields of Identity' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Show the fields of Identity' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: 'First name' })).not.toBeInTheDocument();
  });

  it('a read-only user sees the report without the controls that need update', async () => {
    stubApi({ [FORM_PATH]: { status: 200, body: form }, [`GET ${REPORTS_PATH}/r1`]: { status: 200, body: roster } });
    renderRoute(`/reports/${FORM}/r1`, rights({}));
    expect(await screen.findByText('You can read this report and generate it, but not change it.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Report name/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('checkbox', { name: 'Last name' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check all' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });

  it('the no-fields note when the form has no steps, and the loading state first', async () => {
    stubApi({ [FORM_PATH]: { status: 200, body: { ...form, content: JSON.stringify({ steps: [], rules: [] }) } } });
    renderRoute(`/reports/${FORM}/create`);
    expect(screen.getByText('Loading the report…')).toBeInTheDocument();
    expect(await screen.findByText('There are no fields in this form')).toBeInTheDocument();
  });

  it('an unknown report says so', async () => {
    stubApi({ [FORM_PATH]: { status: 200, body: form }, [`GET ${REPORTS_PATH}/nope`]: { status: 404 } });
    renderRoute(`/reports/${FORM}/nope`);
    expect(await screen.findByText('This report does not exist')).toBeInTheDocument();
  });
});
