import type { AppDb } from '../../db/client';
import type { CardError } from '../payments/card-provider';
import type { CardProviders } from '../payments/card-providers';
import { chargeInstallment } from '../payments/charge-installment';
import { DomainError } from '../../lib/http-error';
import { trackedInstallments } from './installments';
import type { RefundOutcome } from './refunds';
import { currentView, lockPaymentLine, record } from './refunds';

export interface RetryCommand {
  organizationId: string;
  paymentId: string;
  detailId: string;
  userId: string;
}

export interface RetryOutcome {
  /** succeeded or processing: charged now (or by an earlier press); requires_action: the payer must authenticate it (sent the link); failed: declined again. */
  charge: { status: 'succeeded' | 'processing' | 'requires_action' | 'failed'; code: string | null; declineCode: string | null };
  submission: RefundOutcome['submission'];
  payment: RefundOutcome['payment'];
}

/** The card was declined again: 402 `cardDeclined` with the provider's codes and the payment as it now is (the installment keeps its next attempt). */
const retryDeclined = (error: CardError, outcome: RetryOutcome) =>
  new DomainError(402, error.message, { errors: ['cardDeclined'], code: error.code, declineCode: error.declineCode, payment: outcome.payment }, { code: 'cardDeclined' });

/**
 * Staff charge a declined installment again now (issue 18 §7), on the card set up for the payment
 * and the account that took it. The charge is chargeInstallment's `declinedRetry`: one conditional
 * claim of the row as it is, so two presses (or a press and the installment job) charge once; a
 * new attempt, so a new provider idempotency key `installment:{id}:{attempt}`. A press after the
 * charge went through answers it again without charging.
 */
export async function retryInstallment(db: AppDb, providers: CardProviders, command: RetryCommand): Promise<RetryOutcome> {
  const located = await db.transaction(async (tx) => {
    const { submission, payment, detail } = await lockPaymentLine(tx, command.organizationId, command.paymentId, command.detailId);
    const tracked = await trackedInstallments(tx, submission.id, [detail.id]);
    if (payment.method === 'other' || !tracked.has(detail.id)) {
      throw new DomainError(409, 'This payment line is not an installment charged by the product', { errors: ['notRetryable'] });
    }
    return { submissionId: submission.id };
  });

  const charged = await chargeInstallment(db, providers, command.detailId, { declinedRetry: true }).catch((error: unknown) => {
    // No provider for the account here is this server's state for staff (503), not the payer's "online payment unavailable" (501).
    if (error instanceof DomainError && error.code === 'paymentsUnavailable') throw new DomainError(503, error.message);
    throw error;
  });
  const answer = async (status: RetryOutcome['charge']['status'], error: CardError | null): Promise<RetryOutcome> => {
    const view = await currentView(db, located.submissionId);
    return { charge: { status, code: error?.code ?? null, declineCode: error?.declineCode ?? null }, submission: view, payment: view.payment };
  };
  if (charged.outcome === 'skipped') {
    // Another press (or the job) charged it first: the same answer, nothing charged again.
    if (charged.status === 'succeeded' || charged.status === 'processing') return answer(charged.status, null);
    throw new DomainError(409, `Only a declined installment can be charged again (this one is ${charged.status})`, { errors: ['notRetryable'] });
  }
  if (charged.outcome === 'failed') {
    const outcome = await answer('failed', charged.error);
    await db.transaction((tx) => record(tx, located.submissionId, 'chargeRetried', command.userId, { detailId: command.detailId, status: 'failed', code: charged.error.code, declineCode: charged.error.declineCode }));
    throw retryDeclined(charged.error, outcome);
  }
  await db.transaction((tx) => record(tx, located.submissionId, 'chargeRetried', command.userId, { detailId: command.detailId, status: charged.outcome }));
  return answer(charged.outcome, null);
}
