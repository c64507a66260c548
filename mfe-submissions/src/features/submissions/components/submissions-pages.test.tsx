import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation, useNavigate } from '@front-office/shared/router';
import { LAVAL, renderWithPlatform, setUpRemoteTests, signInTestUser, stubApi } from '../../../../../build/jest/remote-test-kit';
import pages from '../../../pages';
import { federationControl } from '../../../test/federation-runtime';
import { forgetFormRenderer } from '../../form-renderer/load-form-renderer';
import { FORM, makeSubmission, rights } from '../test-support';

setUpRemoteTests({ asyncUtilTimeout: 10_000 });
// userEvent on Fluent dialogs is slow on a shared machine.
jest.setTimeout(30_000);
// Under jsdom, Fluent's focus manager (tabster) can leave aria-hidden on an open dialog itself
// depending on timing (the other remotes' dialog tests query with `hidden: true` for the same
// reason); role queries here include such elements. Accessibility is checked in Chromium by the
// e2e specs (axe on the page and the dialog).
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));
afterEach(() => {
  federationControl.failLoads = false;
  forgetFormRenderer();
});

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The browser's back button, for the memory router of the tests. */
function BrowserBack() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>Browser back</button>;
}

function renderAt(path: string, extra: ReactNode = null) {
  return renderWithPlatform(
    <>
      {extra}
      <Routes>
        <Route path="/registrations/submissions/:formId" element={<pages.SubmissionsList />} />
        <Route path="/registrations/submissions/:formId/:submissionId" element={<pages.SubmissionDetail />} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </>,
    path,
  );
}

const listPath = '/api/organizations/o2/forms/f1/submissions/details';
const detailPath = '/api/organizations/o2/forms/f1/submissions/s1/details';
const historyPath = '/api/organizations/o2/forms/f1/submissions/s1/history';
const history = [{ id: 'h0', kind: 'created', date: '2026-02-11T12:00:00.000Z', by: null, details: {} }];

describe('spec 000 §2 submissions list', () => {
  it('shows the form name, the first four text-like fields of the first step, the sent date and a view button', async () => {
    const submissions = Array.from({ length: 8 }, (_, index) => makeSubmission(index + 1));
    const requests = stubApi({ [`GET ${listPath}`]: { status: 200, body: { form: FORM, submissions: { data: submissions, totalCount: 9 } } } });
    signInTestUser(LAVAL, rights());
    renderAt('/registrations/submissions/f1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Submissions: Summer camp' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Summer camp' });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['First name', 'Last name', 'E-mail', 'Birthdate', 'Sent', 'Payment', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(9);
    expect(within(table).getByText('Léa 1')).toBeInTheDocument();
    expect(within(table).getAllByText('11-02-2026')).toHaveLength(1);
    expect(new URLSearchParams(requests.find((request) => request.path === listPath)?.search).get('pageSize')).toBe('8');

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/registrations/submissions/f1?page=2'));
    await userEvent.click(within(table).getAllByRole('button', { name: /^View/ })[0]!);
    expect(screen.getByTestId('location')).toHaveTextContent('/registrations/submissions/f1/s1');
  });

  it('searches the answers and filters by payment status, kept in the URL', async () => {
    const requests = stubApi({ [`GET ${listPath}`]: { status: 200, body: { form: FORM, submissions: { data: [makeSubmission(1)], totalCount: 1 } } } });
    signInTestUser(LAVAL, rights());
    renderAt('/registrations/submissions/f1');
    await screen.findByRole('table');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the answers' }), 'tremblay{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?q=tremblay'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Payment status' }), 'refunded');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?q=tremblay&status=refunded'));
    await waitFor(() => expect(requests.at(-1)?.search).toContain('paymentStatus=refunded'));
    expect(requests.at(-1)?.search).toContain('search=tremblay');
  });

  it('issue 23 §9: a shared link opens on its search and filter, and the back button restores the previous ones', async () => {
    const requests = stubApi({ [`GET ${listPath}`]: { status: 200, body: { form: FORM, submissions: { data: [makeSubmission(1)], totalCount: 1 } } } });
    signInTestUser(LAVAL, rights());
    renderAt('/registrations/submissions/f1?q=tremblay&status=refunded', <BrowserBack />);
    await screen.findByRole('table');
    expect(screen.getByRole('searchbox', { name: 'Search the answers' })).toHaveValue('tremblay');
    expect(screen.getByRole('combobox', { name: 'Payment status' })).toHaveValue('refunded');
    expect(requests.at(-1)?.search).toContain('search=tremblay');

    const search = screen.getByRole('searchbox', { name: 'Search the answers' });
    await userEvent.clear(search);
    await userEvent.type(search, 'gagnon{Enter}');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Payment status' }), 'succeeded');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?q=gagnon&status=succeeded'));

    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?q=gagnon&status=refunded'));
    expect(screen.getByRole('combobox', { name: 'Payment status' })).toHaveValue('refunded');
    expect(screen.getByRole('searchbox', { name: 'Search the answers' })).toHaveValue('gagnon');
    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?q=tremblay&status=refunded'));
    expect(screen.getByRole('searchbox', { name: 'Search the answers' })).toHaveValue('tremblay');
    expect(screen.getByRole('combobox', { name: 'Payment status' })).toHaveValue('refunded');
  });

  it('has an empty state with a return-to-forms button', async () => {
    stubApi({ [`GET ${listPath}`]: { status: 200, body: { form: FORM, submissions: { data: [], totalCount: 0 } } } });
    signInTestUser(LAVAL, rights());
    renderAt('/registrations/submissions/f1');

    expect(await screen.findByText('No submissions yet')).toBeInTheDocument();
    const backButtons = screen.getAllByRole('button', { name: 'Back to forms' });
    await userEvent.click(backButtons.at(-1)!);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/registrations$/);
  });

  it('says so when the form is not the organization’s', async () => {
    stubApi({});
    signInTestUser(LAVAL, rights());
    renderAt('/registrations/submissions/f1');
    expect(await screen.findByText('This form was not found in this organization.')).toBeInTheDocument();
  });
});

describe('spec 000 §2 submission detail', () => {
  const answered = { [`GET ${detailPath}`]: { status: 200, body: { form: FORM, submission: makeSubmission(1) } }, [`GET ${historyPath}`]: { status: 200, body: history } };

  it('shows the answers through the forms renderer, read-only, and the summary panel', async () => {
    stubApi(answered);
    signInTestUser(LAVAL, rights());
    renderAt('/registrations/submissions/f1/s1');

    const renderer = await screen.findByTestId('submission-answers');
    expect(within(renderer).getByLabelText(/First name/)).toHaveValue('Léa 1');
    expect(within(renderer).getByLabelText(/First name/)).toBeDisabled();
    const summary = screen.getByTestId('submission-summary');
    expect(within(summary).getByText('f1')).toBeInTheDocument();
    expect(within(summary).getByText('s1')).toBeInTheDocument();
    expect(within(summary).getByText('Code discount (SIBLING)')).toBeInTheDocument();
    expect(within(summary).getByText('−$30.00')).toBeInTheDocument();
    // 10 % off the $200 the code's $30 was taken from, derived from the stored payment.
    expect(within(screen.getByTestId('payment-money-mode')).getByText('−$20.00')).toBeInTheDocument();
    expect(within(screen.getByTestId('payment-line-1')).getByText('10-02-2026')).toBeInTheDocument();
    // The line, the total, what was paid and what is kept.
    expect(within(summary).getAllByText('$150.00')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Download medical form.pdf' })).toBeInTheDocument();
    expect(await screen.findByText('Sent by the visitor')).toBeInTheDocument();
  });

  it('issue 18 §5: a payment released when its hold expired says so in the history', async () => {
    const released = [...history, { id: 'h1', kind: 'canceled', date: '2026-02-11T12:31:00.000Z', by: null, details: { reason: 'holdExpired', canceled: ['1'] } }];
    stubApi({ ...answered, [`GET ${historyPath}`]: { status: 200, body: released } });
    signInTestUser(LAVAL, rights());
    renderAt('/registrations/submissions/f1/s1');
    const entries = await screen.findByTestId('submission-history');
    expect(await within(entries).findByText('Payment not completed in time: the registration was released (its place, products and discount code use were given back)')).toBeInTheDocument();
    expect(within(entries).queryByText(/Payment canceled by/)).toBeNull();
  });

  it('shows a note and the total for a payment made outside the product', async () => {
    const other = makeSubmission(1, { payment: { id: 's1', method: 'other', status: 'pending', paymentIntentId: null, modeDefinition: { discount: { type: 'amount', value: 0 } }, paymentDetails: [], total: 15000 } });
    stubApi({ ...answered, [`GET ${detailPath}`]: { status: 200, body: { form: FORM, submission: other } } });
    signInTestUser(LAVAL, rights());
    renderAt('/registrations/submissions/f1/s1');
    expect(await screen.findByText('Paid outside the platform (cash, cheque or transfer).')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund or cancel' })).not.toBeInTheDocument();
  });

  it('gives a read-only user no Edit, Save, Delete nor refund', async () => {
    stubApi(answered);
    signInTestUser(LAVAL, rights({ update: false, delete: false, write: false }));
    renderAt('/registrations/submissions/f1/s1');
    await screen.findByTestId('submission-answers');
    for (const name of ['Edit', 'Save', 'Delete', 'Refund or cancel']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('edits an answer, replaces a file and saves them as multipart, then leaves edit mode', async () => {
    const requests = stubApi({ ...answered, [`PUT /api/organizations/o2/forms/f1/submissions/s1`]: { status: 200, body: { form: FORM, submission: makeSubmission(1) } } });
    signInTestUser(LAVAL, rights());
    renderAt('/registrations/submissions/f1/s1');
    await screen.findByTestId('submission-answers');

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const firstName = within(screen.getByTestId('submission-answers')).getByLabelText(/First name/);
    expect(firstName).toBeEnabled();
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Rose');
    const file = new File(['%PDF-1.4'], 'new form.pdf', { type: 'application/pdf' });
    // The form's own file input, in place: the current file is named beside it.
    const answers = within(screen.getByTestId('submission-answers'));
    expect(answers.getByText('Current file: medical form.pdf')).toBeInTheDocument();
    expect(answers.getByLabelText('Medical form')).toBeEnabled();
    await userEvent.upload(answers.getByLabelText('Medical form'), file);
    expect(answers.getByText('Selected: new form.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Submission updated')).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT');
    const body = put?.body as FormData;
    const content = JSON.parse(String(body.get('Content'))) as { fields: { id: string; value: string }[] };
    expect(content.fields).toContainEqual({ id: 'first-name', rowId: null, value: JSON.stringify({ value: 'Rose' }) });
    expect((body.get('medical') as File).name).toBe('new form.pdf');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('Cancel discards the edits', async () => {
    const requests = stubApi(answered);
    signInTestUser(LAVAL, rights());
    renderAt('/registrations/submissions/f1/s1');
    await screen.findByTestId('submission-answers');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const firstName = within(screen.getByTestId('submission-answers')).getByLabelText(/First name/);
    await userEvent.type(firstName, ' changed');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(screen.getByTestId('submission-answers')).getByLabelText(/First name/)).toHaveValue('Léa 1');
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('lists the answers as text when the renderer cannot be loaded', async () => {
    federationControl.failLoads = true;
    forgetFormRenderer();
    stubApi(answered);
    signInTestUser(LAVAL, rights());
    renderAt('/registrations/submissions/f1/s1');
    expect(await screen.findByText('The form could not be shown; the answers are listed below.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Léa 1')).toBeInTheDocument();
  });

  it('deletes after a confirmation, sending the payment intent, then goes back to the list', async () => {
    const requests = stubApi({ ...answered, 'DELETE /api/organizations/o2/forms/f1/submissions/s1': { status: 200, body: 1 }, [`GET ${listPath}`]: { status: 200, body: { form: FORM, submissions: { data: [], totalCount: 0 } } } });
    signInTestUser(LAVAL, rights());
    renderAt('/registrations/submissions/f1/s1');
    await screen.findByTestId('submission-answers');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /delete/i }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/registrations\/submissions\/f1$/));
    expect(requests.find((request) => request.method === 'DELETE')?.search).toBe('?paymentIntentId=pi_1');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows why a delete is refused while money is held', async () => {
    stubApi({ ...answered, 'DELETE /api/organizations/o2/forms/f1/submissions/s1': { status: 409, body: { statusCode: 409, errors: ['moneyHeld'] } } });
    signInTestUser(LAVAL, rights());
    renderAt('/registrations/submissions/f1/s1');
    await screen.findByTestId('submission-answers');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: /delete/i }));
    expect(await screen.findByText('Refund its payment before deleting this submission')).toBeInTheDocument();
    // Let the dialog close before the test ends: Fluent's focus manager outlives the tree between tests.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

describe('spec 000 §4, §5 refund/cancel modal', () => {
  const refundPath = 'POST /api/organizations/o2/payment/s1/refund/1';

  async function openDialog(submission = makeSubmission(1), extra: Record<string, { status: number; body?: unknown }> = {}) {
    const requests = stubApi({ [`GET ${detailPath}`]: { status: 200, body: { form: FORM, submission } }, [`GET ${historyPath}`]: { status: 200, body: history }, ...extra });
    signInTestUser(LAVAL, rights());
    renderAt('/registrations/submissions/f1/s1');
    await userEvent.click(await screen.findByRole('button', { name: 'Refund or cancel' }));
    return { requests, dialog: await screen.findByRole('dialog') };
  }

  it('lists the payment with intent id, date, total, fees and status; a full refund keeps the fees', async () => {
    const { dialog, requests } = await openDialog(makeSubmission(1), { [refundPath]: { status: 200, body: { refund: { id: 'r1', amount: 14535, status: 'succeeded' }, payment: null } } });
    const row = within(dialog).getByTestId('refund-line-1');
    for (const text of ['pi_1', '10-02-2026', '$4.65', 'Accepted']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).getAllByText('$150.00')).toHaveLength(2);
    expect(within(dialog).getByText('At most $145.35')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('Refund the provider fees too'));
    expect(within(dialog).getByText('At most $150.00')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('Refund the provider fees too'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refund done')).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST');
    expect(JSON.parse(String(post?.body))).toEqual({ amount: 14535, refundStripeFees: false });
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('issue 23 §4: on a phone each payment is a card of labelled facts, not a seven-column table', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query === '(max-width: 767px)', media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
    try {
      const { dialog } = await openDialog(makeSubmission(1));
      expect(within(dialog).queryByRole('table')).toBeNull();
      const list = within(dialog).getByRole('list', { name: 'Refund or cancel a payment' });
      const card = within(list).getByTestId('refund-line-1');
      const fact = (label: string) => within(card).getByText(label, { selector: 'dt' }).nextElementSibling;
      expect(fact('Payment intent id')).toHaveTextContent('pi_1');
      expect(fact('Date')).toHaveTextContent('10-02-2026');
      expect(fact('Total')).toHaveTextContent('$150.00');
      expect(fact('Provider fees')).toHaveTextContent('$4.65');
      expect(fact('Status')).toHaveTextContent('Accepted');
      expect(within(card).getByRole('radio', { name: 'Choose the payment 10-02-2026 $150.00' })).toBeChecked();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('refuses a partial amount above what remains with the spec’s message, and sends a valid one in cents', async () => {
    const { dialog, requests } = await openDialog(makeSubmission(1), { [refundPath]: { status: 200, body: { refund: { id: 'r1', amount: 1000, status: 'succeeded' }, payment: null } } });
    await userEvent.click(within(dialog).getByLabelText('Partial refund'));
    const amount = within(dialog).getByLabelText('Amount to refund ($)');
    await userEvent.type(amount, '150.01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Refund amount higher than total payment')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    await userEvent.clear(amount);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('The refund amount is required')).toBeInTheDocument();
    await userEvent.type(amount, '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    expect(JSON.parse(String(requests.find((request) => request.method === 'POST')?.body))).toEqual({ amount: 1000, refundStripeFees: false });
  });

  it('issue 23 §9: letters never enter the amount (no amount: the required message), a third decimal is rounded to the cent when leaving it', async () => {
    const { dialog, requests } = await openDialog(makeSubmission(1), { [refundPath]: { status: 200, body: { refund: { id: 'r1', amount: 1235, status: 'succeeded' }, payment: null } } });
    await userEvent.click(within(dialog).getByLabelText('Partial refund'));
    const amount = within(dialog).getByLabelText('Amount to refund ($)');
    await userEvent.type(amount, 'abc');
    expect(amount).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('The refund amount is required')).toBeInTheDocument();
    expect(within(dialog).queryByText('The amount is too small')).toBeNull();
    await userEvent.type(amount, '12.345');
    // Leaving the field (here for the confirm button) rounds it where the treasurer sees it.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(amount).toHaveValue('12.35');
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    expect(JSON.parse(String(requests.find((request) => request.method === 'POST')?.body))).toEqual({ amount: 1235, refundStripeFees: false });
  });

  it('shows the server’s refusal of an amount above what remains, and 400 as no captcha (spec 000 §8)', async () => {
    const { dialog } = await openDialog(makeSubmission(1), { [refundPath]: { status: 409, body: { statusCode: 409, errors: ['refundAmountTooHigh'] } } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refund amount higher than total payment')).toBeInTheDocument();
  });

  it('cancels a planned installment, and disables confirm for a canceled one', async () => {
    const plan = makeSubmission(1, {
      payment: {
        id: 'p1',
        method: 'credit_card',
        status: 'succeeded',
        paymentIntentId: null,
        modeDefinition: { discount: { type: 'amount', value: 0 } },
        paymentDetails: [
          { id: 'l1', date: '2026-02-10', total: 5000, status: 'canceled', refundedTotal: 0, refundable: 0 },
          { id: 'l2', date: '2026-03-10', total: 5000, status: 'READY', refundedTotal: 0, refundable: 0 },
        ],
        total: 10000,
      },
    });
    const { dialog, requests } = await openDialog(plan, { 'POST /api/organizations/o2/payment/p1/cancel/l2': { status: 200, body: { refund: { id: 'c1', amount: 0, status: 'succeeded' }, payment: null } } });
    expect(within(dialog).getByRole('radio', { name: /10-03-2026/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: /10-02-2026/ }));
    expect(within(dialog).getByRole('button', { name: 'Cancel the payment' })).toBeDisabled();
    expect(within(dialog).getByText('This payment can no longer be refunded or canceled.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: /10-03-2026/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the payment' }));
    expect(await screen.findByText('Payment canceled')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST' && request.path === '/api/organizations/o2/payment/p1/cancel/l2')).toBe(true);
  });
});
