import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { paymentAccounts, paymentDisputes, paymentInstallments, providerEvents, submissionPayments, submissionRefunds } from '../../db/schema';
import type { ChargeResult } from './card-provider';
import type { ProviderEvent, ProviderEventChange } from './provider-event';
import { declineCharge, lockSubmission, mirrorPayment, settleCharge } from './charge-installment';
import { record } from '../submissions/refunds';
import { settleRefund } from '../submissions/refund-settling';
import { mailServiceOf, recordDisputeMails, wakeAfterCommit } from '../mail/mail-service';

/** What an event did: applied (money state moved), nothing to change, or no charge of ours matched it. */
export type EventOutcome = 'applied' | 'unchanged' | 'ignored' | 'unmatched' | 'replayed';

type Installment = typeof paymentInstallments.$inferSelect;

export interface EventOptions {
  /** The installment job's retry schedule for a decline (FO_INSTALLMENT_RETRY_DAYS); default DEFAULT_INSTALLMENT_RETRY_DAYS. */
  retryDays?: readonly number[];
}

/**
 * The states a charge may leave for each state the provider reports. A charge that took money is
 * written as succeeded from any state before it (even a line staff canceled meanwhile: the money is
 * real and must show, to be refunded); processing and requires_action only follow a charge under
 * way, and a decline only a charge still undecided, so a late or out-of-order event never undoes a
 * settled one.
 */
const FROM: Record<ChargeResult['status'], string[]> = {
  succeeded: ['processing', 'requires_action', 'READY', 'failed', 'canceled'],
  processing: ['requires_action'],
  requires_action: ['processing'],
  failed: ['processing', 'requires_action'],
};

/**
 * The installment a provider's charge is, on the account the event came from. An event names the
 * charge by the provider's id, recorded when the provider first answered: a charge still in flight
 * (no id recorded yet) is left to the call that made it. With Connect, `account` is the connected
 * account: a charge of another account never matches, so an event cannot touch another
 * organization's money.
 */
async function installmentOf(db: AppDb, paymentIntentId: string, account: string | null): Promise<Installment | null> {
  const [row] = await db
    .select({ installment: paymentInstallments, providerAccountId: paymentAccounts.stripeUserId, cardProviderAccountId: submissionPayments.providerAccountId })
    .from(paymentInstallments)
    .innerJoin(submissionPayments, eq(submissionPayments.submissionId, paymentInstallments.submissionId))
    .leftJoin(paymentAccounts, eq(paymentAccounts.id, submissionPayments.accountId))
    .where(eq(paymentInstallments.paymentIntentId, paymentIntentId));
  if (!row) return null;
  const owner = row.cardProviderAccountId ?? row.providerAccountId;
  if (account !== null && owner !== account) return null;
  return row.installment;
}

/**
 * A charge's state as the provider reports it (an event, or the settling job's read), written the
 * way the charge itself writes it: settleCharge for money taken, under way or waiting for the
 * cardholder, declineCharge for a decline (the installment job's retry schedule for a later
 * installment; the first one waits for the visitor's new card).
 */
export async function applyChargeState(db: AppDb, installment: Installment, result: ChargeResult, options: EventOptions = {}): Promise<EventOutcome> {
  const guard = { paymentIntentId: result.paymentIntentId ?? installment.paymentIntentId ?? '', statuses: FROM[result.status] };
  if (!guard.statuses.includes(installment.status)) return 'unchanged';
  if (result.status === 'failed') {
    const written = await declineCharge(db, installment, result.error, { afterDecline: null, retryable: installment.position > 0, guard, retryDays: options.retryDays });
    return written ? 'applied' : 'unchanged';
  }
  // Money the provider took after the call answered goes in the history with the outcome.
  const history =
    result.status === 'succeeded'
      ? (tx: AppDb) => record(tx, installment.submissionId, 'chargeSettled', null, { detailId: installment.id, status: result.status, from: installment.status })
      : undefined;
  const written = await settleCharge(db, installment, { status: result.status, paymentIntentId: guard.paymentIntentId }, { guard, also: history });
  return written ? 'applied' : 'unchanged';
}

/** A dispute opened or moved: kept in payment_disputes and shown on its payment line. */
async function applyDispute(db: AppDb, change: Extract<ProviderEventChange, { kind: 'dispute' }>, account: string | null): Promise<EventOutcome> {
  const installment = await installmentOf(db, change.paymentIntentId, account);
  if (!installment) return 'unmatched';
  const mail = mailServiceOf(db);
  const mailIds: string[] = [];
  const outcome = await db.transaction(async (tx) => {
    await lockSubmission(tx, installment.submissionId);
    const [before] = await tx.select().from(paymentDisputes).where(eq(paymentDisputes.id, change.disputeId));
    const now = new Date();
    const row = {
      amount: change.amount,
      currency: change.currency,
      reason: change.reason,
      status: change.status,
      outcome: change.outcome,
      updatedAt: now,
      closedAt: change.closed ? (before?.closedAt ?? now) : null,
    };
    if (before && before.status === row.status && before.amount === row.amount && before.outcome === row.outcome) return 'unchanged';
    if (before) await tx.update(paymentDisputes).set(row).where(eq(paymentDisputes.id, change.disputeId));
    else await tx.insert(paymentDisputes).values({ id: change.disputeId, submissionId: installment.submissionId, installmentId: installment.id, paymentIntentId: change.paymentIntentId, ...row });
    await mirrorPayment(tx, installment.submissionId);
    const details = { detailId: installment.id, amount: change.amount, status: change.status, reason: change.reason, outcome: change.outcome };
    // The form's administrators hear of it when it opens and when the bank decides.
    const notice = { id: change.disputeId, amount: change.amount, reason: change.reason };
    if (!before) {
      await record(tx, installment.submissionId, 'disputeOpened', null, details);
      if (mail) mailIds.push(...(await recordDisputeMails(tx, mail, installment.submissionId, { ...notice, outcome: null })));
    }
    if (change.closed && !before?.closedAt) {
      await record(tx, installment.submissionId, 'disputeClosed', null, details);
      if (mail && change.outcome) mailIds.push(...(await recordDisputeMails(tx, mail, installment.submissionId, { ...notice, outcome: change.outcome })));
    }
    return 'applied' as const;
  });
  wakeAfterCommit(mail, mailIds);
  return outcome;
}

async function applyChange(db: AppDb, event: ProviderEvent, options: EventOptions): Promise<EventOutcome> {
  switch (event.kind) {
    case 'ignored':
      return 'ignored';
    case 'payment': {
      const installment = await installmentOf(db, event.paymentIntentId, event.account);
      if (!installment) return 'unmatched';
      const result: ChargeResult =
        event.status === 'failed'
          ? { status: 'failed', paymentIntentId: event.paymentIntentId, error: event.error ?? { code: 'card_declined', declineCode: null, message: 'Your card was declined.' } }
          : { status: event.status, paymentIntentId: event.paymentIntentId };
      return applyChargeState(db, installment, result, options);
    }
    case 'refunds': {
      const outcomes: EventOutcome[] = [];
      for (const refund of event.refunds) outcomes.push(await settleRefund(db, refund.reference, refund.status, event.account));
      return outcomes.includes('applied') ? 'applied' : outcomes.includes('unchanged') ? 'unchanged' : 'unmatched';
    }
    case 'dispute':
      return applyDispute(db, event, event.account);
  }
}

/**
 * Applies a provider's event once. Its id is recorded first (`received`), then the change is
 * applied, each step in transactions of its own that lock the submission, then the outcome is
 * written: a replay of an event whose outcome is written changes nothing; one that a crash cut
 * after the record is applied again, which is safe because every change is conditional on the
 * state it moves from.
 */
export async function applyProviderEvent(db: AppDb, event: ProviderEvent, options: EventOptions = {}): Promise<EventOutcome> {
  await db
    .insert(providerEvents)
    .values({ id: event.id, provider: event.provider, type: event.type, account: event.account, outcome: 'received' })
    .onConflictDoNothing();
  const [seen] = await db
    .select({ outcome: providerEvents.outcome })
    .from(providerEvents)
    .where(and(eq(providerEvents.provider, event.provider), eq(providerEvents.id, event.id)));
  if (seen && seen.outcome !== 'received') return 'replayed';
  const outcome = await applyChange(db, event, options);
  await db
    .update(providerEvents)
    .set({ outcome })
    .where(and(eq(providerEvents.provider, event.provider), eq(providerEvents.id, event.id)));
  return outcome;
}

/** Ids of charges and refunds left in between longer than `olderThan`: what the settling job re-reads. */
export async function unsettled(db: AppDb, olderThan: Date): Promise<{ installments: Installment[]; refunds: { reference: string }[] }> {
  const installments = await db
    .select()
    .from(paymentInstallments)
    .where(and(inArray(paymentInstallments.status, ['processing', 'requires_action']), isNotNull(paymentInstallments.paymentIntentId), lte(paymentInstallments.updatedAt, olderThan)));
  const refunds = await db
    .select({ reference: submissionRefunds.providerReference })
    .from(submissionRefunds)
    .where(and(eq(submissionRefunds.status, 'pending'), isNotNull(submissionRefunds.providerReference), lte(submissionRefunds.createdAt, olderThan)));
  return { installments, refunds: refunds.flatMap((row) => (row.reference ? [{ reference: row.reference }] : [])) };
}
