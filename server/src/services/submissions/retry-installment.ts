import type { AppDb } from '../../db/client';
import type { CardError } from '../payments/card-provider';
import type { CardProviders } from '../payments/card-providers';
import { chargeInstallment } from '../payments/charge-installment';
import { SubmissionRejected } from './public-submission';
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
  /** succeeded or processing: charged now (or by an earlier press); failed: declined again. */
  charge: { status: 'succeeded' | 'processing' | 'failed'; code: string | null; declineCode: string | null };
  submission: RefundOutcome['submission'];
  payment: RefundOutcome['payment'];
}

/** The card was declined again: the installment keeps its state (and next attempt) with the new reason. */
export class RetryDeclined extends Error {
  constructor(
    readonly error: CardError,
    readonly outcome: RetryOutcome,
  ) {
    super(error.message);
    this.name = 'RetryDeclined';
  }
}

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
      throw new SubmissionRejected(409, ['notRetryable'], 'This payment line is not an installment charged by the product');
    }
    return { submissionId: submission.id };
  });

  const charged = await chargeInstallment(db, providers, command.detailId, { declinedRetry: true });
  const answer = async (status: RetryOutcome['charge']['status'], error: CardError | null): Promise<RetryOutcome> => {
    const view = await currentView(db, located.submissionId);
    return { charge: { status, code: error?.code ?? null, declineCode: error?.declineCode ?? null }, submission: view, payment: view.payment };
  };
  if (charged.outcome === 'skipped') {
    // Another press (or the job) charged it first: the same answer, nothing charged again.
    if (charged.status === 'succeeded' || charged.status === 'processing') return answer(charged.status, null);
    throw new SubmissionRejected(409, ['notRetryable'], `Only a declined installment can be charged again (this one is ${charged.status})`);
  }
  if (charged.outcome === 'failed') {
    const outcome = await answer('failed', charged.error);
    await db.transaction((tx) => record(tx, located.submissionId, 'chargeRetried', command.userId, { detailId: command.detailId, status: 'failed', code: charged.error.code, declineCode: charged.error.declineCode }));
    throw new RetryDeclined(charged.error, outcome);
  }
  await db.transaction((tx) => record(tx, located.submissionId, 'chargeRetried', command.userId, { detailId: command.detailId, status: charged.outcome }));
  return answer(charged.outcome, null);
}
