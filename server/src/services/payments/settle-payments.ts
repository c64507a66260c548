import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { forms, submissionPayments, submissionRefunds, submissions } from '../../db/schema';
import { paymentAccountOf } from '../submissions/refunds';
import { paymentWithIds } from '../submissions/payment-view';
import type { CardProviders } from './card-providers';
import { providerAccount } from './charge-installment';
import type { EventOutcome } from './provider-events';
import { applyChargeState, unsettled } from './provider-events';
import type { RefundProviders } from './refund-provider';
import { settleRefund } from '../submissions/refund-settling';
import { DEFAULT_SETTLE_AFTER_MINUTES } from '../../config';


export interface SettleReport {
  charges: number;
  refunds: number;
  /** Moved to their final (or next) state by this run. */
  settled: number;
  /** The provider could not be asked (unreachable, or no provider for the account here): left for the next run. */
  unreachable: number;
}

/**
 * The fallback of the webhooks: charges (processing, requires_action) and refunds (pending) left in
 * between longer than `settleAfterMinutes` are read again from the provider of the account that
 * made them and written as an event would write them (applyChargeState, settleRefund), so a
 * missed or lost webhook never leaves money undecided. Each is conditional on the state it moves
 * from, so this job, a webhook and a second API instance may settle the same one: once.
 */
export async function settlePayments(
  db: AppDb,
  providers: { cards: CardProviders; refunds: RefundProviders },
  options: { settleAfterMinutes?: number; now?: Date; retryDays?: readonly number[]; onError?: (error: unknown) => void } = {},
): Promise<SettleReport> {
  const now = options.now ?? new Date();
  const olderThan = new Date(now.getTime() - (options.settleAfterMinutes ?? DEFAULT_SETTLE_AFTER_MINUTES) * 60_000);
  const waiting = await unsettled(db, olderThan);
  const report: SettleReport = { charges: waiting.installments.length, refunds: waiting.refunds.length, settled: 0, unreachable: 0 };
  const count = (outcome: EventOutcome) => {
    if (outcome === 'applied') report.settled += 1;
  };

  for (const installment of waiting.installments) {
    try {
      const [card] = await db.select({ accountId: submissionPayments.accountId }).from(submissionPayments).where(eq(submissionPayments.submissionId, installment.submissionId));
      const account = card ? await providerAccount(db, card.accountId) : null;
      if (!account || !installment.paymentIntentId || !providers.cards.isAvailable(account)) {
        report.unreachable += 1;
        continue;
      }
      const state = await providers.cards.forAccount(account).getPayment(account, installment.paymentIntentId);
      if (state) count(await applyChargeState(db, installment, state, { retryDays: options.retryDays }));
    } catch (error) {
      report.unreachable += 1;
      options.onError?.(error);
    }
  }

  for (const { reference } of waiting.refunds) {
    try {
      // Asked of the account that took the payment, as the refund itself was (refunds.ts).
      const [row] = await db
        .select({ submissionId: submissions.id, payment: submissions.payment, organizationId: forms.organizationId })
        .from(submissionRefunds)
        .innerJoin(submissions, eq(submissions.id, submissionRefunds.submissionId))
        .innerJoin(forms, eq(forms.id, submissions.formId))
        .where(eq(submissionRefunds.providerReference, reference));
      const payment = row ? paymentWithIds(row.payment, row.submissionId) : null;
      const account = row && payment ? await paymentAccountOf(db, row.submissionId, payment, row.organizationId) : null;
      const provider = providers.refunds.forAccount(account);
      if (!provider) {
        report.unreachable += 1;
        continue;
      }
      const state = await provider.getRefund({ reference, connectedAccountId: account?.providerAccountId ?? null });
      if (state) count(await settleRefund(db, reference, state.status, null));
    } catch (error) {
      report.unreachable += 1;
      options.onError?.(error);
    }
  }
  return report;
}
