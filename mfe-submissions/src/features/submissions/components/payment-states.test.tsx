// Issue 20: what staff see of the provider's later states: a charge the bank wants the cardholder
// to authenticate, a dispute (open, won, lost), a refund pending until it settles, and the
// history of what the provider settled.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@front-office/shared/router';
import type { PaymentLineView, SubmissionHistoryEntry } from '@front-office/shared/core';
import { LAVAL, changeLanguage, renderWithPlatform, signInTestUser, stubApi } from '../../../../../build/jest/remote-test-kit';
import pages from '../../../pages';
import { CREATED, FORM, makeSubmission, paymentLine, planSubmission, renderSubmissionDetail, rights, setUpSubmissionPageTests } from '../test-support';

setUpSubmissionPageTests();

const listPath = '/api/organizations/o2/forms/f1/submissions/details';
const line = paymentLine;
const plan = (status: string, ...lines: PaymentLineView[]) => planSubmission(lines, status);

const actionRequired = plan(
  'requires_action',
  line('l1', '2026-02-10', 'succeeded'),
  line('l2', '2026-03-10', 'requires_action', { errorCode: 'authentication_required', attempts: 1 }),
  line('l3', '2026-04-10', 'READY'),
);

const disputed = (outcome: 'won' | 'lost' | null) =>
  plan('succeeded', line('l1', '2026-02-10', 'succeeded', { dispute: { amount: 5000, status: outcome ?? 'needs_response', reason: 'fraudulent', outcome } }), line('l2', '2026-03-10', 'succeeded'));

const renderDetail = (submission: ReturnType<typeof plan>, api: Record<string, { status: number; body?: unknown }> = {}, history?: SubmissionHistoryEntry[]) => renderSubmissionDetail(submission, { api, history });

describe('a charge the bank wants the cardholder to authenticate (requires_action)', () => {
  const retryPath = 'POST /api/organizations/o2/payment/p1/retry/l2';

  it('shows Action required, that the payer was sent the link, and staff charge it again', async () => {
    const requests = renderDetail(actionRequired, { [retryPath]: { status: 200, body: { charge: { status: 'requires_action', code: 'authentication_required', declineCode: null }, payment: null } } });
    const second = await screen.findByTestId('payment-line-l2');
    expect(within(second).getByText('Action required')).toBeInTheDocument();
    expect(within(second).queryByText('Declined')).not.toBeInTheDocument();
    expect(within(second).getByText('The bank asks the cardholder to confirm this payment: they were sent a link to do it. Nothing was charged yet.')).toBeInTheDocument();
    expect(within(screen.getByTestId('submission-summary')).getAllByText('Action required')).toHaveLength(2);

    await userEvent.click(within(second).getByRole('button', { name: /^Charge again the payment of 10-03-2026 \(\$50\.00\)/ }));
    expect(await screen.findByText('The bank asks the cardholder to confirm again: they were sent the link.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual(['/api/organizations/o2/payment/p1/retry/l2']);
  });

  it('says it in French', async () => {
    renderDetail(actionRequired);
    const second = await screen.findByTestId('payment-line-l2');
    await changeLanguage('fr');
    expect(within(second).getByText('Action requise')).toBeInTheDocument();
    expect(within(second).getByText('La banque demande au titulaire de la carte de confirmer ce paiement : un lien lui a été envoyé pour le faire. Rien n’a encore été débité.')).toBeInTheDocument();
  });

  it('the refund/cancel dialog offers to cancel it, with the planned one after it', async () => {
    const requests = renderDetail(actionRequired, { 'POST /api/organizations/o2/payment/p1/cancel/l2': { status: 200, body: { refund: { id: 'c1', amount: 0, status: 'succeeded' }, payment: null } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Refund or cancel' }));
    const dialog = await screen.findByRole('dialog');
    const row = within(dialog).getByTestId('refund-line-l2');
    expect(within(row).getByText('Action required')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: /10-03-2026/ }));
    expect(within(within(dialog).getByTestId('cancel-plan')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '10-03-2026, $50.00: the payment you chose',
      '10-04-2026, $50.00: planned after it, the plan stops there',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the payment' }));
    expect(await screen.findByText('Payment canceled')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual(['/api/organizations/o2/payment/p1/cancel/l2']);
  });
});

describe('a disputed charge (chargeback)', () => {
  it('open: Disputed with the amount the bank holds and the provider’s status, on the line, the payment and the money', async () => {
    renderDetail(disputed(null));
    const first = await screen.findByTestId('payment-line-l1');
    expect(within(first).getByText('Disputed')).toBeInTheDocument();
    expect(within(first).queryByText('Accepted')).not.toBeInTheDocument();
    expect(within(first).getByText('$50.00 held by the bank until it decides (to answer at the payment provider).')).toBeInTheDocument();
    expect(within(screen.getByTestId('payment-line-l2')).getByText('Accepted')).toBeInTheDocument();
    expect(within(screen.getByTestId('payment-money-disputed')).getByText('$50.00')).toBeInTheDocument();
    expect(screen.queryByTestId('payment-money-disputeLost')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('payment-money-net')).getByText('$100.00')).toBeInTheDocument();
    await changeLanguage('fr');
    expect(within(first).getByText('Contesté')).toBeInTheDocument();
    expect(within(first).getByText('$50.00 retenu par la banque jusqu’à sa décision (à traiter chez le fournisseur de paiement).')).toBeInTheDocument();
  });

  it('lost: Dispute lost, the amount gone from the net (charged − refunded − lost)', async () => {
    renderDetail(disputed('lost'));
    const first = await screen.findByTestId('payment-line-l1');
    expect(within(first).getByText('Dispute lost')).toBeInTheDocument();
    expect(within(first).getByText('Dispute of $50.00 lost: the amount went back to the cardholder.')).toBeInTheDocument();
    expect(within(screen.getByTestId('payment-money-disputeLost')).getByText('−$50.00')).toBeInTheDocument();
    expect(within(screen.getByTestId('payment-money-net')).getByText('$50.00')).toBeInTheDocument();
    await changeLanguage('fr');
    expect(within(first).getByText('Contestation perdue')).toBeInTheDocument();
    expect(within(screen.getByTestId('payment-money-disputeLost')).getByText('Perdu en contestation')).toBeInTheDocument();
  });

  it('won: Dispute won, the money stays', async () => {
    renderDetail(disputed('won'));
    const first = await screen.findByTestId('payment-line-l1');
    expect(within(first).getByText('Dispute won')).toBeInTheDocument();
    expect(within(first).getByText('Dispute of $50.00 won: the money stays.')).toBeInTheDocument();
    expect(within(screen.getByTestId('payment-money-net')).getByText('$100.00')).toBeInTheDocument();
  });

  it('the list’s payment badge says the payment is disputed', async () => {
    const other = makeSubmission(2);
    stubApi({ [`GET ${listPath}`]: { status: 200, body: { form: FORM, submissions: { data: [{ ...disputed(null), id: 's1' }, other, { ...actionRequired, id: 's3' }], totalCount: 3 } } } });
    signInTestUser(LAVAL, rights());
    renderWithPlatform(
      <Routes>
        <Route path="/registrations/submissions/:formId" element={<pages.SubmissionsList />} />
      </Routes>,
      '/registrations/submissions/f1',
    );
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Disputed')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Accepted')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Action required')).toBeInTheDocument();
    await changeLanguage('fr');
    expect(within(rows[0]!).getByText('Contesté')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Action requise')).toBeInTheDocument();
  });
});

describe('a refund pending at the provider', () => {
  it('a partial refund under way says Refund pending on its line and in the dialog; a full one shows the line as Refund pending', async () => {
    renderDetail(plan('succeeded', line('l1', '2026-02-10', 'succeeded', { refundedTotal: 3000, refundPending: 2000, refundable: 2000 }), line('l2', '2026-03-10', 'pending_refund', { refundedTotal: 5000, refundPending: 5000, refundable: 0 })));
    const first = await screen.findByTestId('payment-line-l1');
    expect(within(first).getByText('Refunded $10.00')).toBeInTheDocument();
    expect(within(first).getByText('Refund pending: $20.00')).toBeInTheDocument();
    const second = screen.getByTestId('payment-line-l2');
    expect(within(second).getByText('Refund pending')).toBeInTheDocument();
    expect(within(second).queryByText(/^Refunded/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refund or cancel' }));
    const row = within(await screen.findByRole('dialog')).getByTestId('refund-line-l1');
    expect(within(row).getByText('Refund pending: $20.00')).toBeInTheDocument();
    await changeLanguage('fr');
    expect(within(first).getByText('Remboursement en attente : $20.00')).toBeInTheDocument();
  });
});

describe('the history of what the provider settled', () => {
  const entries: SubmissionHistoryEntry[] = [
    CREATED,
    { id: 'h1', kind: 'chargeSettled', date: '2026-02-12T12:00:00.000Z', by: null, details: { detailId: 'l2', status: 'succeeded', from: 'processing' } },
    { id: 'h2', kind: 'refundSettled', date: '2026-02-13T12:00:00.000Z', by: null, details: { detailId: 'l1', amount: 2000, status: 'succeeded' } },
    { id: 'h3', kind: 'refundFailed', date: '2026-02-14T12:00:00.000Z', by: null, details: { detailId: 'l1', amount: 1000, status: 'failed' } },
    { id: 'h4', kind: 'disputeOpened', date: '2026-02-15T12:00:00.000Z', by: null, details: { detailId: 'l1', amount: 5000, status: 'needs_response', reason: 'fraudulent', outcome: null } },
    { id: 'h5', kind: 'disputeClosed', date: '2026-02-16T12:00:00.000Z', by: null, details: { detailId: 'l1', amount: 5000, status: 'lost', reason: 'fraudulent', outcome: 'lost' } },
  ];

  it('names each step in English and French', async () => {
    renderDetail(disputed('lost'), {}, entries);
    const list = await screen.findByTestId('submission-history');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(6));
    const texts = () => within(list).getAllByRole('listitem').map((item) => item.textContent?.replace(/^\S+ /, ''));
    expect(texts().slice(1)).toEqual([
      'Payment settled by the payment provider: Accepted',
      'Refund of $20.00 made by the payment provider',
      'Refund of $10.00 failed at the payment provider: nothing was given back, it can be refunded again',
      'Payment disputed by the cardholder’s bank: $50.00 held (fraudulent)',
      'Dispute of $50.00 lost: the amount went back to the cardholder',
    ]);
    await changeLanguage('fr');
    expect(texts().slice(1)).toEqual([
      'Paiement réglé par le fournisseur de paiement : Accepté',
      'Remboursement de $20.00 effectué par le fournisseur de paiement',
      'Le remboursement de $10.00 a échoué chez le fournisseur de paiement : rien n’a été rendu, il peut être remboursé de nouveau',
      'Paiement contesté par la banque du titulaire de la carte : $50.00 retenu (fraudulent)',
      'Contestation de $50.00 perdue : le montant a été rendu au titulaire de la carte',
    ]);
  });
});
