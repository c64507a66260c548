import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Field, PermissionEntry } from '@front-office/shared/core';
import { i18n } from '@front-office/shared/platform';
import { LAVAL, setUpRemoteTests, signInTestUser } from '../../../../build/jest/remote-test-kit';
import type { StubAnswer } from '../../../../build/jest/remote-test-kit';
import { openDesignerPage } from '../../test-support/open-designer-page';

jest.mock('../canvas/load-form-renderer', () => ({
  loadFormRenderer: () =>
    Promise.resolve({
      FieldPreview: ({ field }: { field: Field }) => <span data-testid="field-preview">{field.id}</span>,
      SubmissionAnswers: () => null,
      FormRendererStyles: () => null,
    }),
}));

setUpRemoteTests();
// The whole designer under jsdom is slow: each role query by name computes styles against all of
// Fluent's atomic CSS rules; the longest test here (settings, then a 3-installment plan, then Save)
// has taken over 40 s on a 2-core machine shared with other suites.
jest.setTimeout(60_000);

const content = { steps: [{ id: 's1', name: [{ culture: 'en', value: 'One' }], sections: [{ id: 'a', name: [], fields: [{ id: 'first', type: 'Text', text: [{ culture: 'en', value: 'First' }], size: 6 }] }] }], rules: [] };
const form = {
  id: 'f1',
  organizationId: 'o2',
  name: [{ culture: 'en', value: 'Summer camp' }],
  status: 2,
  localizations: ['en'],
  content: JSON.stringify(content),
  version: 3,
  currency: 'cad',
  discountCodes: [{ code: 'EARLY', type: 'percent', value: 10, quantity: 5, expirationDate: null }],
  recaptchaEnabled: false,
  submissionLimit: null,
  avatar: null,
  emailContent: { emails: [], content: 'Thanks' },
  paymentEnabled: false,
  paymentOptional: false,
  paymentAccount: null,
  fixedAmount: null,
  paymentModes: { modes: [], applyTo: [] },
  startDate: null,
  endDate: null,
};
const account = { id: 'acc-1', stripe_user_id: 'acct_1', account_name: 'Club account', type: 'stripe', stripe_publishable_key: null, status: 'created', creationDate: '2026-01-01T00:00:00.000Z' };
const rights: PermissionEntry[] = [
  { name: 'FORM', read: true, write: true, update: true, delete: true },
  { name: 'PAYMENT_ACCOUNTS', read: true, write: false, update: false, delete: false },
];

function open(answers: Record<string, StubAnswer> = {}) {
  return openDesignerPage({
    'GET /api/organizations/o2/forms/f1/details': { status: 200, body: { form, organization: LAVAL } },
    'GET /api/organizations/o2/settings/paymentaccounts': { status: 200, body: [account] },
    ...answers,
  });
}

async function openSettings() {
  await screen.findByTestId('designer-form-name', {}, { timeout: 10_000 });
  fireEvent.click(screen.getByRole('button', { name: 'Edit the form properties' }));
  return within(await screen.findByRole('dialog', { hidden: true }));
}

const saveDialog = (dialog: ReturnType<typeof within>) => fireEvent.click(dialog.getByRole('button', { name: 'Save', hidden: true }));

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the form settings dialog (issue 10 §2)', () => {
  it('refuses an end before the start, and a short name, with the spec messages', async () => {
    signInTestUser(LAVAL, rights);
    open();
    const dialog = await openSettings();
    fireEvent.change(dialog.getByLabelText('Start date and time'), { target: { value: '2026-06-02T10:00' } });
    fireEvent.change(dialog.getByLabelText('End date and time'), { target: { value: '2026-06-01T10:00' } });
    fireEvent.change(dialog.getByLabelText(/^Form name/), { target: { value: 'Abc' } });
    saveDialog(dialog);
    expect(await dialog.findByText('End date should be after start date')).toBeInTheDocument();
    expect(dialog.getByText('The form name must be at least 4 characters')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { hidden: true })).toBeInTheDocument();
  });

  it('refuses a fixed amount while payment is disabled, and payment without any account', async () => {
    signInTestUser(LAVAL, rights);
    open({ 'GET /api/organizations/o2/settings/paymentaccounts': { status: 200, body: [] } });
    let dialog = await openSettings();
    fireEvent.change(dialog.getByLabelText('Fixed amount (CAD)'), { target: { value: '25' } });
    saveDialog(dialog);
    expect(await dialog.findByTestId('settings-refused')).toHaveTextContent('A fixed amount needs payment: enable payment for this form');
    fireEvent.change(dialog.getByLabelText('Fixed amount (CAD)'), { target: { value: '' } });
    fireEvent.click(dialog.getByRole('switch', { name: 'Payment enabled', hidden: true }));
    await waitFor(() => expect(dialog.getByLabelText(/Payment account/)).toBeInTheDocument(), { timeout: 10_000 });
    saveDialog(dialog);
    await waitFor(() => expect(dialog.getByTestId('settings-refused')).toHaveTextContent('Create a payment account to use payments'), { timeout: 10_000 });
    dialog = within(screen.getByRole('dialog', { hidden: true }));
    expect(dialog.getByRole('switch', { name: 'Payment enabled', hidden: true })).toBeChecked();
  });

  it('says when the chosen account cannot take card payments on this server (SportsPay outside sample mode)', async () => {
    signInTestUser(LAVAL, rights);
    open({
      'GET /api/organizations/o2/forms/f1/details': { status: 200, body: { form: { ...form, paymentEnabled: true, paymentAccount: 'acc-2' }, organization: LAVAL } },
      'GET /api/organizations/o2/settings/paymentaccounts': {
        status: 200,
        body: [account, { ...account, id: 'acc-2', type: 'sportspay-ca', stripe_user_id: 'SPCA0001', account_name: 'Futsal', cardPaymentsAvailable: false }],
      },
    });
    const dialog = await openSettings();
    expect(await dialog.findByText(/This account cannot take card payments on this server/, {}, { timeout: 10_000 })).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText(/Payment account/), { target: { value: 'acc-1' } });
    await waitFor(() => expect(dialog.queryByText(/This account cannot take card payments on this server/)).toBeNull());
  });

  // Twice the file's budget: the longest walk of the designer here (dialog, Payment tab, Save).
  it('applies the settings to the draft and saves them with the form: status, dates, e-mails, payment, a 3-installment plan', async () => {
    signInTestUser(LAVAL, rights);
    const requests = open({ 'PUT /api/organizations/o2/forms/f1': { status: 200, body: { ...form, version: 4 } } });
    const dialog = await openSettings();
    fireEvent.change(dialog.getByLabelText('Status'), { target: { value: '3' } });
    fireEvent.change(dialog.getByLabelText('End date and time'), { target: { value: '2036-06-01T10:00' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add an e-mail', hidden: true }));
    fireEvent.change(dialog.getByLabelText(/Administrator e-mail 1/), { target: { value: 'coach@club.org' } });
    fireEvent.click(dialog.getByRole('switch', { name: 'Payment enabled', hidden: true }));
    const select = await dialog.findByLabelText(/Payment account/);
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Club account (acct_1)', hidden: true })).toBeInTheDocument(), { timeout: 10_000 });
    fireEvent.change(select, { target: { value: 'acc-1' } });
    fireEvent.change(dialog.getByLabelText('Fixed amount (CAD)'), { target: { value: '120' } });
    saveDialog(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull(), { timeout: 10_000 });

    // The Payment tab appears with the default mode; add a plan of three installments.
    fireEvent.click(screen.getByRole('tab', { name: 'Payment' }));
    const tab = within(await screen.findByTestId('payment-tab'));
    expect(tab.getByRole('heading', { name: '1. Pay in Full' })).toBeInTheDocument();
    expect(tab.getByRole('button', { name: 'Add Pay in Full' })).toBeDisabled();
    fireEvent.click(tab.getByRole('button', { name: 'Add a payment plan' }));
    fireEvent.change(tab.getByLabelText('Date of installment 1'), { target: { value: '2036-01-10' } });
    fireEvent.change(tab.getByLabelText('Percentage of installment 1'), { target: { value: '40' } });
    fireEvent.click(tab.getByRole('button', { name: 'Add an installment' }));
    fireEvent.change(tab.getByLabelText('Date of installment 2'), { target: { value: '2036-02-10' } });
    fireEvent.change(tab.getByLabelText('Percentage of installment 2'), { target: { value: '30' } });
    expect(tab.getByText('The installments must add up to exactly 100%')).toBeInTheDocument();
    fireEvent.click(tab.getByRole('button', { name: 'Add an installment' }));
    fireEvent.change(tab.getByLabelText('Date of installment 3'), { target: { value: '2036-03-10' } });
    expect(tab.getByLabelText('Percentage of installment 3')).toHaveValue('30');
    const schedule = within(tab.getByTestId('schedule-1'));
    expect(schedule.getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['10-01-203640 %$40.00', '10-02-203630 %$30.00', '10-03-203630 %$30.00']);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true), { timeout: 10_000 });
    const put = requests.find((request) => request.method === 'PUT');
    const part = JSON.parse(String((put?.body as FormData).get('form'))) as Record<string, unknown>;
    expect(part).toMatchObject({
      version: 3,
      status: 3,
      startDate: null,
      endDate: new Date(2036, 5, 1, 10, 0).toISOString(),
      emailContent: { emails: ['coach@club.org'], content: 'Thanks' },
      paymentEnabled: true,
      paymentAccount: 'acc-1',
      fixedAmount: 12000,
      discountCodes: [{ code: 'EARLY', quantity: 5 }],
    });
    expect(part).not.toHaveProperty('fieldProperties');
    const modes = (part.paymentModes as { modes: { mode: string; installments?: unknown[] }[] }).modes;
    expect(modes.map((mode) => mode.mode)).toEqual(['single', 'fixed_dates']);
    expect(modes[1]?.installments).toEqual([
      { date: '2036-01-10', percent: 40 },
      { date: '2036-02-10', percent: 30 },
      { date: '2036-03-10', percent: 30 },
    ]);
  }, 120_000);

  it('Save validates the payment modes first: the notice, no request (spec 001 §8)', async () => {
    signInTestUser(LAVAL, rights);
    const requests = open({
      'GET /api/organizations/o2/forms/f1/details': {
        status: 200,
        body: { form: { ...form, paymentEnabled: true, paymentAccount: 'acc-1', paymentModes: { modes: [{ id: 'p', mode: 'fixed_dates', discount: { type: 'amount', value: 0 }, installments: [{ date: '2036-01-01', percent: 90 }] }], applyTo: [] } }, organization: LAVAL },
      },
    });
    await screen.findByTestId('designer-form-name', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The payment modes have errors: check the payment tab')).toBeInTheDocument();
    expect(await screen.findByTestId('payment-tab')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });
});

describe('the e-mails of the settings dialog (issue 19 §5)', () => {
  const bilingual = {
    ...form,
    name: [
      { culture: 'fr', value: 'Camp d’été' },
      { culture: 'en', value: 'Summer camp' },
    ],
    localizations: ['fr', 'en'],
  };
  const openBilingual = (emailContent: unknown) =>
    open({
      'GET /api/organizations/o2/forms/f1/details': { status: 200, body: { form: { ...bilingual, emailContent }, organization: LAVAL } },
      'PUT /api/organizations/o2/forms/f1': { status: 200, body: { ...bilingual, version: 4 } },
    });
  const savedPart = async (requests: ReturnType<typeof open>) => {
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull(), { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true), { timeout: 10_000 });
    return JSON.parse(String((requests.find((request) => request.method === 'PUT')?.body as FormData).get('form'))) as Record<string, unknown>;
  };

  it('says where notices go, edits the confirmation text in French and English, and saves one text per language', async () => {
    signInTestUser(LAVAL, rights);
    const requests = openBilingual({ emails: ['coach@club.org'], content: 'Thanks' });
    const dialog = await openSettings();
    const mail = within(dialog.getByTestId('email-settings'));
    expect(mail.getByText(/The payer receives the registration confirmation and the receipts at the "E-mail for the receipt" entered on the summary step/)).toBeInTheDocument();
    expect(mail.getByText('Each new submission and each failed installment is notified to the administrator e-mails listed here.')).toBeInTheDocument();
    // A plain text of an older form stands for both languages until edited.
    expect(mail.getByLabelText('Confirmation e-mail text (French)')).toHaveValue('Thanks');
    expect(mail.getByLabelText('Confirmation e-mail text (English)')).toHaveValue('Thanks');
    fireEvent.change(mail.getByLabelText('Confirmation e-mail text (French)'), { target: { value: 'Merci de votre inscription.\nÀ bientôt' } });
    fireEvent.change(mail.getByLabelText('Confirmation e-mail text (English)'), { target: { value: 'Thanks for registering.' } });
    saveDialog(dialog);
    expect(await savedPart(requests)).toMatchObject({
      emailContent: {
        emails: ['coach@club.org'],
        content: [
          { culture: 'fr', value: 'Merci de votre inscription.\nÀ bientôt' },
          { culture: 'en', value: 'Thanks for registering.' },
        ],
      },
    });
  });

  it('drops the text of a language the dialog removes from the form', async () => {
    signInTestUser(LAVAL, rights);
    const requests = openBilingual({
      emails: [],
      content: [
        { culture: 'fr', value: 'Merci' },
        { culture: 'en', value: 'Thanks' },
      ],
    });
    const dialog = await openSettings();
    fireEvent.click(dialog.getByRole('checkbox', { name: 'French', hidden: true }));
    await waitFor(() => expect(dialog.queryByLabelText('Confirmation e-mail text (French)')).toBeNull());
    saveDialog(dialog);
    expect(await savedPart(requests)).toMatchObject({ localizations: ['en'], emailContent: { emails: [], content: [{ culture: 'en', value: 'Thanks' }] } });
  });

  it('refuses a text over 5,000 characters and each empty or invalid administrator e-mail, and keeps the dialog open', async () => {
    signInTestUser(LAVAL, rights);
    const requests = open();
    const dialog = await openSettings();
    fireEvent.change(dialog.getByLabelText('Confirmation e-mail text (English)'), { target: { value: 'x'.repeat(5001) } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add an e-mail', hidden: true }));
    fireEvent.click(dialog.getByRole('button', { name: 'Add an e-mail', hidden: true }));
    fireEvent.change(dialog.getByLabelText(/Administrator e-mail 1/), { target: { value: 'coach@' } });
    saveDialog(dialog);
    expect(await dialog.findByText('The e-mail text must be 5,000 characters or less')).toBeInTheDocument();
    expect(dialog.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(dialog.getByText('The e-mail is required')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { hidden: true })).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('speaks French: the notices and one text per language of the form', async () => {
    signInTestUser(LAVAL, rights);
    await i18n.changeLanguage('fr');
    openBilingual({ emails: [], content: [{ culture: 'en', value: 'Thanks' }] });
    await screen.findByTestId('designer-form-name', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Modifier les propriétés du formulaire' }));
    const mail = within(within(await screen.findByRole('dialog', { hidden: true })).getByTestId('email-settings'));
    expect(mail.getByRole('heading', { name: 'Courriels', hidden: true })).toBeInTheDocument();
    expect(mail.getByText(/Le payeur reçoit la confirmation d’inscription et les reçus au « Courriel pour le reçu »/)).toBeInTheDocument();
    expect(mail.getByText('Chaque nouvelle soumission et chaque versement échoué sont notifiés aux courriels des administrateurs inscrits ici.')).toBeInTheDocument();
    expect(mail.getByLabelText('Texte du courriel de confirmation (Français)')).toHaveValue('');
    expect(mail.getByLabelText('Texte du courriel de confirmation (Anglais)')).toHaveValue('Thanks');
  });
});

describe('the Payment tab among the step tabs (issue 10 §3)', () => {
  it('the Payment tab is left for the step when a field is added from the toolbox or a step tab is chosen', async () => {
    signInTestUser(LAVAL, rights);
    open({ 'GET /api/organizations/o2/forms/f1/details': { status: 200, body: { form: { ...form, paymentEnabled: true, paymentAccount: 'acc-1', paymentModes: { modes: [{ id: 'full', mode: 'single', discount: { type: 'amount', value: 0 } }], applyTo: [] } }, organization: LAVAL } } });
    await screen.findByTestId('designer-form-name', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('tab', { name: 'Payment' }));
    expect(await screen.findByTestId('payment-tab')).toBeInTheDocument();
    expect(screen.queryByTestId('field-card')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add a Rating field' }));
    await waitFor(() => expect(screen.queryByTestId('payment-tab')).toBeNull());
    expect(screen.getAllByTestId('field-card')).toHaveLength(2);
    expect(screen.getByTestId('field-panel')).toHaveTextContent('Field: Rating');
    expect(screen.getByRole('tab', { name: '1. One' })).toHaveAttribute('aria-selected', 'true');

    fireEvent.click(screen.getByRole('tab', { name: 'Payment' }));
    expect(await screen.findByTestId('payment-tab')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '1. One' }));
    await waitFor(() => expect(screen.queryByTestId('payment-tab')).toBeNull());
    expect(screen.getAllByTestId('field-card')).toHaveLength(2);
  });
});

describe('discount codes (issue 10 §3)', () => {
  it('adds, edits and deletes codes, uppercased and checked by the shared schema', async () => {
    signInTestUser(LAVAL, rights);
    open({ 'GET /api/organizations/o2/forms/f1/details': { status: 200, body: { form: { ...form, discountCodeUses: { EARLY: 2 }, paymentEnabled: true, paymentAccount: 'acc-1', paymentModes: { modes: [{ id: 'full', mode: 'single', discount: { type: 'amount', value: 0 } }], applyTo: [] } }, organization: LAVAL } } });
    await screen.findByTestId('designer-form-name', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('tab', { name: 'Payment' }));
    const codes = within(await screen.findByTestId('discount-codes'));
    fireEvent.click(codes.getByRole('button', { name: 'Add a discount code' }));
    let dialog = within(await screen.findByRole('dialog', { hidden: true }));
    fireEvent.change(dialog.getByLabelText(/^Code/), { target: { value: 'early' } });
    fireEvent.change(dialog.getByLabelText(/^Quantity/), { target: { value: '0' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save', hidden: true }));
    expect(await dialog.findByText('Each code may be listed only once')).toBeInTheDocument();
    expect(dialog.getByText('The quantity must be a whole number above 0')).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText(/^Code/), { target: { value: 'summer' } });
    fireEvent.change(dialog.getByLabelText(/^Quantity/), { target: { value: '20' } });
    fireEvent.change(dialog.getByLabelText(/^Discount \(%\)/), { target: { value: '15' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull(), { timeout: 10_000 });
    expect(codes.getByTestId('discount-code-SUMMER')).toHaveTextContent('SUMMER15 %200Never');

    fireEvent.click(codes.getByRole('button', { name: 'Edit the code EARLY' }));
    dialog = within(await screen.findByRole('dialog', { hidden: true }));
    expect(dialog.getByText('Already used 2 times: those uses stay counted whatever the quantity becomes.')).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText(/^Quantity/), { target: { value: '8' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull(), { timeout: 10_000 });
    expect(codes.getByTestId('discount-code-EARLY')).toHaveTextContent('EARLY10 %82Never');

    fireEvent.click(codes.getByRole('button', { name: 'Delete the code EARLY' }));
    expect(codes.queryByTestId('discount-code-EARLY')).toBeNull();
  });
});

describe('the share dialog (issue 10 §4)', () => {
  it('shows the public link and the embed code; a copy confirms for 2 seconds', async () => {
    signInTestUser(LAVAL, rights);
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open();
    await screen.findByTestId('designer-form-name', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = within(await screen.findByTestId('share-dialog'));
    const link = dialog.getByLabelText('Public link');
    expect((link as HTMLInputElement).value).toMatch(/\/registrations\/(embed\/)?f1$/);
    expect((dialog.getByLabelText('HTML embed code') as HTMLTextAreaElement).value).toContain("data.type !== 'front-office:height'");
    jest.useFakeTimers();
    try {
      fireEvent.click(dialog.getByRole('button', { name: 'Copy: Public link', hidden: true }));
      await act(async () => {
        await Promise.resolve();
      });
      expect(writeText).toHaveBeenCalledWith((link as HTMLInputElement).value);
      expect(within(dialog.getByTestId('share-link')).getByRole('status', { hidden: true })).toHaveTextContent('Copied');
      act(() => {
        jest.advanceTimersByTime(1900);
      });
      expect(within(dialog.getByTestId('share-link')).getByRole('status', { hidden: true })).toHaveTextContent('Copied');
      act(() => {
        jest.advanceTimersByTime(200);
      });
      expect(within(dialog.getByTestId('share-link')).getByRole('status', { hidden: true })).toHaveTextContent('');
    } finally {
      jest.useRealTimers();
    }
  });
});
