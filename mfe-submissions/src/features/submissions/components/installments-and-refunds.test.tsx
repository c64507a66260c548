import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentLineView } from '@front-office/shared/core';
import { changeLanguage } from '../../../../../build/jest/remote-test-kit';
import { makeSubmission, paymentLine, planSubmission, renderSubmissionDetail, rights, setUpSubmissionPageTests } from '../test-support';

setUpSubmissionPageTests();

const line = paymentLine;
const plan = (...lines: PaymentLineView[]) => planSubmission(lines);

const declinedSecond = plan(
  line('l1', '2026-02-10', 'succeeded'),
  line('l2', '2026-03-10', 'READY', { errorCode: 'card_declined', declineCode: 'insufficient_funds', attempts: 1, nextAttemptAt: '2026-03-11T12:00:00.000Z' }),
  line('l3', '2026-04-10', 'READY'),
);

const renderDetail = (submission = declinedSecond, api: Record<string, { status: number; body?: unknown }> = {}, who = rights()) => renderSubmissionDetail(submission, { api, who });

describe('issue 18 §7: a declined installment is shown as declined, with the reason, and staff charge it again', () => {
  const retryPath = 'POST /api/organizations/o2/payment/p1/retry/l2';

  it('shows Declined, the provider’s reason and the next attempt instead of Planned, and charges it again once pressed (English)', async () => {
    const requests = renderDetail(declinedSecond, { [retryPath]: { status: 200, body: { charge: { status: 'succeeded', code: null, declineCode: null }, payment: null } } });
    const second = await screen.findByTestId('payment-line-l2');
    expect(within(second).getByText('Declined')).toBeInTheDocument();
    expect(within(second).queryByText('Planned')).not.toBeInTheDocument();
    expect(within(second).getByText('Declined: insufficient funds. Next attempt on 11-03-2026.')).toBeInTheDocument();
    expect(within(screen.getByTestId('payment-line-l3')).getByText('Planned')).toBeInTheDocument();

    await userEvent.click(within(second).getByRole('button', { name: /^Charge again the payment of 10-03-2026 \(\$50\.00\)/ }));
    expect(await screen.findByText('Payment charged')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual(['/api/organizations/o2/payment/p1/retry/l2']);
  });

  it('says in French that it was declined, why, and when it is tried again', async () => {
    renderDetail();
    const second = await screen.findByTestId('payment-line-l2');
    // The platform sets the user's language when it mounts: French is chosen after.
    await changeLanguage('fr');
    expect(within(second).getByText('Refusé')).toBeInTheDocument();
    expect(within(second).getByText('Refusé : fonds insuffisants. Prochaine tentative le 11-03-2026.')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: /^Débiter de nouveau/ })).toBeInTheDocument();
  });

  it('an installment declined for good says no attempt is planned', async () => {
    renderDetail(plan(line('l1', '2026-02-10', 'failed', { errorCode: 'expired_card', declineCode: null, nextAttemptAt: null })));
    const first = await screen.findByTestId('payment-line-l1');
    expect(within(first).getByText('Declined: the card has expired. No automatic attempt is planned.')).toBeInTheDocument();
  });

  it('a retry declined again says so with the new reason, in English and in French', async () => {
    const declined = { status: 402, body: { statusCode: 402, error: 'Payment Required', message: 'Your card was declined.', errors: ['cardDeclined'], code: 'card_declined', declineCode: 'lost_card', payment: null } };
    renderDetail(declinedSecond, { [retryPath]: declined });
    await userEvent.click(await screen.findByRole('button', { name: /^Charge again/ }));
    expect(await screen.findByText('The card was declined again: the card was reported lost')).toBeInTheDocument();
    await changeLanguage('fr');
    await userEvent.click(await screen.findByRole('button', { name: /^Débiter de nouveau/ }));
    expect(await screen.findByText('La carte a de nouveau été refusée : la carte a été déclarée perdue')).toBeInTheDocument();
  });

  it('a line no longer declined answers with the server’s reason', async () => {
    renderDetail(declinedSecond, { [retryPath]: { status: 409, body: { statusCode: 409, errors: ['notRetryable'] } } });
    await userEvent.click(await screen.findByRole('button', { name: /^Charge again/ }));
    expect(await screen.findByText('This payment is no longer declined: the page shows its current status')).toBeInTheDocument();
  });

  it('a read-only user sees the decline but cannot charge again', async () => {
    renderDetail(declinedSecond, {}, rights({ update: false, write: false, delete: false }));
    const second = await screen.findByTestId('payment-line-l2');
    expect(within(second).getByText('Declined')).toBeInTheDocument();
    expect(within(second).queryByRole('button')).not.toBeInTheDocument();
  });

  it('the refund/cancel dialog shows the declined line as declined, with its reason', async () => {
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Refund or cancel' }));
    const row = within(await screen.findByRole('dialog')).getByTestId('refund-line-l2');
    expect(within(row).getByText('Declined')).toBeInTheDocument();
    expect(within(row).getByText('Declined: insufficient funds. Next attempt on 11-03-2026.')).toBeInTheDocument();
  });
});

describe('issue 18 §6: the cancel dialog lists exactly the installments it cancels (spec 000 §4)', () => {
  const threePlanned = plan(line('l1', '2026-02-10', 'succeeded'), line('l2', '2026-03-10', 'READY'), line('l3', '2026-04-10', 'READY'), line('l4', '2026-05-10', 'READY'));

  async function openDialog(language: 'en' | 'fr' = 'en') {
    const requests = renderDetail(threePlanned, { 'POST /api/organizations/o2/payment/p1/cancel/l4': { status: 200, body: { refund: { id: 'c1', amount: 0, status: 'succeeded' }, payment: null } } });
    await screen.findByTestId('submission-summary');
    await changeLanguage(language);
    await userEvent.click(await screen.findByRole('button', { name: language === 'en' ? 'Refund or cancel' : 'Rembourser ou annuler' }));
    return { requests, dialog: await screen.findByRole('dialog') };
  }

  it('choosing the last planned installment lists only it and keeps the earlier ones; then only it is canceled', async () => {
    const { dialog, requests } = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: /10-05-2026/ }));
    const list = within(dialog).getByTestId('cancel-plan');
    expect(within(list).getByText('Confirming cancels these payments:')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['10-05-2026, $50.00: the payment you chose']);
    expect(within(list).getByText('The payments before it are kept.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the payment' }));
    expect(await screen.findByText('Payment canceled')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual(['/api/organizations/o2/payment/p1/cancel/l4']);
  });

  it('choosing a middle installment lists it and the later planned ones, with why', async () => {
    const { dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: /10-03-2026/ }));
    expect(within(within(dialog).getByTestId('cancel-plan')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '10-03-2026, $50.00: the payment you chose',
      '10-04-2026, $50.00: planned after it, the plan stops there',
      '10-05-2026, $50.00: planned after it, the plan stops there',
    ]);
  });

  it('says the same in French', async () => {
    const { dialog } = await openDialog('fr');
    await userEvent.click(within(dialog).getByRole('radio', { name: /10-04-2026/ }));
    const list = within(dialog).getByTestId('cancel-plan');
    expect(within(list).getByText('Confirmer annule ces paiements :')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '10-04-2026, $50.00 : le paiement choisi',
      '10-05-2026, $50.00 : prévu après lui, le plan s’arrête là',
    ]);
    expect(within(list).getByText('Les paiements qui le précèdent sont conservés.')).toBeInTheDocument();
  });

  it('a succeeded line is refunded: no cancel list', async () => {
    const { dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: /10-02-2026/ }));
    expect(within(dialog).queryByTestId('cancel-plan')).not.toBeInTheDocument();
  });
});

describe('issue 18 §8: the dialog says success only for a refund the provider made', () => {
  const refundPath = 'POST /api/organizations/o2/payment/s1/refund/1';

  async function refundWith(answer: { status: number; body?: unknown }, language: 'en' | 'fr' = 'en') {
    const requests = renderDetail(makeSubmission(1), { [refundPath]: answer });
    await screen.findByTestId('submission-summary');
    await changeLanguage(language);
    await userEvent.click(await screen.findByRole('button', { name: language === 'en' ? 'Refund or cancel' : 'Rembourser ou annuler' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: language === 'en' ? 'Refund' : 'Rembourser' }));
    return { requests, dialog };
  }

  it('a pending refund says it is under way, not done', async () => {
    await refundWith({ status: 200, body: { refund: { id: 'r1', amount: 14535, status: 'pending' }, payment: null } });
    expect(await screen.findByText('Refund under way: the payment provider has not confirmed it yet')).toBeInTheDocument();
    expect(screen.queryByText('Refund done')).not.toBeInTheDocument();
  });

  it('a refused refund says it failed with the provider’s reason, keeps the dialog open, and pressing again sends the same key', async () => {
    const refused = { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'Stripe refused the refund: the charge is disputed', errors: ['providerRefused'] } };
    const { requests, dialog } = await refundWith(refused);
    expect(await screen.findByText('The refund failed: the payment provider refused it (Stripe refused the refund: the charge is disputed). Nothing was refunded; you can try again.')).toBeInTheDocument();
    expect(screen.queryByText('Refund done')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(2));
    const keys = requests.filter((request) => request.method === 'POST').map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[0]).toBe(keys[1]);
  });

  it('says it in French too', async () => {
    await refundWith({ status: 200, body: { refund: { id: 'r1', amount: 14535, status: 'pending' }, payment: null } }, 'fr');
    expect(await screen.findByText('Remboursement en cours : le fournisseur de paiement ne l’a pas encore confirmé')).toBeInTheDocument();
  });
});
