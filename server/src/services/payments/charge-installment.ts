import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { paymentAccounts, paymentDisputes, paymentInstallments, submissionPayments, submissions } from '../../db/schema';
import type { Payment, PaymentStatus } from '@front-office/shared/core';
import type { CardError, ProviderAccount } from './card-provider';
import type { CardProviders } from './card-providers';
import type { MailService } from '../mail/mail-service';
import { mailServiceOf, recordChargeMails, wakeAfterCommit } from '../mail/mail-service';
import { DEFAULT_INSTALLMENT_RETRY_DAYS } from '../../config';

type Installment = typeof paymentInstallments.$inferSelect;
/** A submission's card row: the provider's customer and payment method, and the account they belong to. */
export type PaymentCard = typeof submissionPayments.$inferSelect;

/**
 * The payment's status from its installments (server/README.md "Payments"): requires_payment_method
 * until the card is set up and the first charge succeeds, processing while a charge is in flight,
 * failed when one failed for good, succeeded when every charge made so far succeeded, canceled when
 * every charge was canceled.
 */
export function paymentStatusOf(installments: Pick<Installment, 'status' | 'position'>[]): PaymentStatus {
  // Every charge stopped before taking money (an expired hold, server/README.md "Payments").
  if (installments.length > 0 && installments.every((row) => row.status === 'canceled')) return 'canceled';
  if (installments.some((row) => row.status === 'failed')) return 'failed';
  if (installments.some((row) => row.status === 'requires_action')) return 'requires_action';
  if (installments.some((row) => row.status === 'processing')) return 'processing';
  const first = installments.find((row) => row.position === 0);
  if (!first || first.status !== 'succeeded') return 'requires_payment_method';
  return 'succeeded';
}

/**
 * Locks the submission's row for the rest of the transaction. Every transaction that writes a
 * submission and its installments takes the submission first (the deletes, refunds, holds and
 * charges alike), so two of them wait for each other instead of deadlocking.
 */
export async function lockSubmission(tx: AppDb, submissionId: string): Promise<void> {
  await tx.select({ id: submissions.id }).from(submissions).where(eq(submissions.id, submissionId)).for('update');
}

/** The submission's payment as stored (spec 000 §3 shape); null for none. */
export async function storedPayment(db: AppDb, submissionId: string): Promise<(Payment & { accountId?: string | null }) | null> {
  const [row] = await db.select({ payment: submissions.payment }).from(submissions).where(eq(submissions.id, submissionId));
  return (row?.payment as (Payment & { accountId?: string | null }) | null | undefined) ?? null;
}

/** Rewrites submissions.payment's paymentDetails and status from the installments (spec 000 §3 shape). */
export async function mirrorPayment(db: AppDb, submissionId: string): Promise<Payment | null> {
  const payment = await storedPayment(db, submissionId);
  if (!payment) return null;
  const installments = await db.select().from(paymentInstallments).where(eq(paymentInstallments.submissionId, submissionId)).orderBy(asc(paymentInstallments.position));
  if (installments.length === 0) return payment;
  // A dispute shows on its line (the latest one of the charge), as payment_disputes has it.
  const disputes = await db.select().from(paymentDisputes).where(eq(paymentDisputes.submissionId, submissionId)).orderBy(asc(paymentDisputes.createdAt));
  const disputeOf = new Map(disputes.map((dispute) => [dispute.installmentId, { amount: dispute.amount, status: dispute.status, reason: dispute.reason, outcome: dispute.outcome }]));
  // What refunds gave back of each line is kept (refunds.ts writes it; the report reads it).
  const refunded = new Map((Array.isArray(payment.paymentDetails) ? payment.paymentDetails : []).map((line) => [line.id, (line as { refundedTotal?: unknown }).refundedTotal]));
  const next: Payment = {
    ...payment,
    status: paymentStatusOf(installments),
    paymentIntentId: installments[0]?.paymentIntentId ?? null,
    paymentDetails: installments.map((installment) => ({
      id: installment.id,
      date: installment.dueDate,
      total: installment.amount,
      status: installment.status as PaymentStatus,
      paymentIntentId: installment.paymentIntentId,
      accountId: payment.accountId ?? null,
      attempts: installment.attempts,
      errorCode: installment.errorCode,
      declineCode: installment.declineCode,
      nextAttemptAt: installment.nextAttemptAt?.toISOString() ?? null,
      ...(typeof refunded.get(installment.id) === 'number' ? { refundedTotal: refunded.get(installment.id) } : {}),
      ...(disputeOf.has(installment.id) ? { dispute: disputeOf.get(installment.id) } : {}),
    })),
  };
  await db.update(submissions).set({ payment: next }).where(eq(submissions.id, submissionId));
  return next;
}

export async function providerAccount(db: AppDb, accountId: string): Promise<ProviderAccount | null> {
  const [account] = await db.select().from(paymentAccounts).where(eq(paymentAccounts.id, accountId));
  return account ? { id: account.id, providerAccountId: account.stripeUserId, type: account.type, publishableKey: account.stripePublishableKey } : null;
}

export type ChargeOutcome =
  | { outcome: 'succeeded' | 'processing' | 'requires_action'; paymentIntentId: string }
  | { outcome: 'failed'; error: CardError; willRetry: boolean }
  /** Another caller holds or already made this charge (a replay, or a second worker). */
  | { outcome: 'skipped'; status: string };

/**
 * Who asks for the charge, which decides which rows may be claimed and what a decline leaves:
 * - the installment job (default): a READY row whose next attempt is due; a decline is retried
 *   after `retryDays`, then the row is failed for good;
 * - `visitorRetry`: the payer's confirm call after setting up a card (the first charge, or a
 *   declined one again with a new card): a READY or failed row; a decline leaves it failed;
 * - `declinedRetry`: staff, or the payer from the receipt with a new card, charge a declined row
 *   again now (its errorCode is set: READY and retried
 *   later, or failed for good); a decline leaves it as it was (READY with the same next attempt,
 *   or failed) with the new reason.
 */
export interface ChargeOptions {
  visitorRetry?: boolean;
  declinedRetry?: boolean;
  /** The job's days between attempts at a declined charge (FO_INSTALLMENT_RETRY_DAYS); default DEFAULT_INSTALLMENT_RETRY_DAYS. */
  retryDays?: readonly number[];
  now?: Date;
  /** The submission's card and its account as the caller just read them (the payer's confirm), not read again. */
  source?: { card: PaymentCard; account: ProviderAccount };
}

/**
 * Charges one installment exactly once. The claim is one conditional UPDATE that moves it to
 * processing and counts the attempt; only the caller that got the row calls the provider, with the
 * idempotency key `installment:{id}:{attempt}`: a replay of the same attempt cannot charge twice,
 * and each retry (the job's, the payer's or the staff's) is a new attempt with a new key.
 */
export async function chargeInstallment(db: AppDb, providers: CardProviders, installmentId: string, options: ChargeOptions = {}): Promise<ChargeOutcome> {
  const now = options.now ?? new Date();
  let claimable;
  let before: Pick<Installment, 'status' | 'nextAttemptAt'> | null = null;
  if (options.declinedRetry) {
    // Compare-and-set on the row as read: a decline or a cut call gives it back exactly as it was.
    const [current] = await db.select().from(paymentInstallments).where(eq(paymentInstallments.id, installmentId));
    if (!current || !current.errorCode || !['READY', 'failed', 'requires_action'].includes(current.status)) return { outcome: 'skipped', status: current?.status ?? 'missing' };
    before = current;
    claimable = and(eq(paymentInstallments.status, current.status), eq(paymentInstallments.attempts, current.attempts), isNotNull(paymentInstallments.errorCode));
  } else if (options.visitorRetry) {
    // requires_action: the visitor gave up authenticating the first charge and set up another card.
    claimable = inArray(paymentInstallments.status, ['READY', 'failed', 'requires_action']);
  } else {
    claimable = and(eq(paymentInstallments.status, 'READY'), or(isNull(paymentInstallments.nextAttemptAt), lte(paymentInstallments.nextAttemptAt, now)));
  }
  const [claimed] = await db
    .update(paymentInstallments)
    // No provider answer yet for this attempt: a row left `processing` without a paymentIntentId is
    // a call cut short (releaseStaleCharges); one the provider answered `processing` keeps its id.
    .set({ status: 'processing', attempts: sql`${paymentInstallments.attempts} + 1`, paymentIntentId: null, updatedAt: now })
    .where(and(eq(paymentInstallments.id, installmentId), claimable))
    .returning();
  if (!claimed) {
    const [current] = await db.select({ status: paymentInstallments.status }).from(paymentInstallments).where(eq(paymentInstallments.id, installmentId));
    return { outcome: 'skipped', status: current?.status ?? 'missing' };
  }
  const afterDecline = before ? { status: before.status, nextAttemptAt: before.nextAttemptAt } : options.visitorRetry ? { status: 'failed', nextAttemptAt: null } : null;
  return runCharge(db, providers, claimed, now, afterDecline, options.retryDays ?? DEFAULT_INSTALLMENT_RETRY_DAYS, options.source);
}

/** What a decline or a cut call leaves: null for the job (its retry schedule), else the given state. */
export type AfterDecline = { status: string; nextAttemptAt: Date | null } | null;

async function runCharge(
  db: AppDb,
  providers: CardProviders,
  installment: Installment,
  now: Date,
  afterDecline: AfterDecline,
  retrySchedule: readonly number[],
  source: ChargeOptions['source'],
): Promise<ChargeOutcome> {
  const fail = async (error: CardError, retryable: boolean, paymentIntentId: string | null = null): Promise<ChargeOutcome> => {
    const next = await declineCharge(db, installment, error, { now, afterDecline, retryable, paymentIntentId, retryDays: retrySchedule });
    return { outcome: 'failed', error, willRetry: next?.status === 'READY' };
  };
  const card = source?.card ?? (await db.select().from(submissionPayments).where(eq(submissionPayments.submissionId, installment.submissionId)))[0];
  const account = source?.account ?? (card ? await providerAccount(db, card.accountId) : null);
  if (!card?.paymentMethodId || !account) return fail({ code: 'payment_method_missing', declineCode: null, message: 'No card is set up for this payment' }, false);
  let result;
  try {
    result = await providers.forAccount(account).charge(account, {
      amount: installment.amount,
      currency: card.currency,
      customerId: card.customerId,
      paymentMethodId: card.paymentMethodId,
      idempotencyKey: `installment:${installment.id}:${installment.attempts}`,
      description: `Submission ${installment.submissionId}, payment ${installment.position + 1}`,
      metadata: { submissionId: installment.submissionId, installmentId: installment.id },
    });
  } catch (error) {
    // The provider could not be reached: give the installment back so the same attempt is retried
    // (same idempotency key next time, so a charge that did go through is not made twice).
    await db
      .update(paymentInstallments)
      .set({ status: afterDecline?.status ?? 'READY', attempts: sql`${paymentInstallments.attempts} - 1`, errorCode: 'processing_error', updatedAt: now })
      .where(eq(paymentInstallments.id, installment.id));
    await mirrorPayment(db, installment.submissionId);
    throw error;
  }
  if (result.status === 'failed') {
    // The first charge is retried by the visitor with another card, later ones on the schedule.
    // The provider's id is written with the decline: an event naming it finds the charge decided.
    return fail(result.error, afterDecline === null && installment.position > 0, result.paymentIntentId);
  }
  await settleCharge(db, installment, result, { now });
  return { outcome: result.status, paymentIntentId: result.paymentIntentId };
}

/**
 * Only when the row is still as the caller saw it: the provider's events (webhooks, the settling
 * job) act on a charge whose provider id they name and that is still in one of these states, so a
 * late or replayed event never moves a settled charge back.
 */
export interface SettleGuard {
  paymentIntentId: string;
  statuses: string[];
}

const guarded = (installmentId: string, guard: SettleGuard | undefined) =>
  guard
    ? and(eq(paymentInstallments.id, installmentId), eq(paymentInstallments.paymentIntentId, guard.paymentIntentId), inArray(paymentInstallments.status, guard.statuses))
    : eq(paymentInstallments.id, installmentId);

type InstallmentWrite = Partial<Pick<Installment, 'status' | 'paymentIntentId' | 'errorCode' | 'declineCode' | 'nextAttemptAt'>>;

/**
 * The one write of a charge's outcome: in a transaction that locks the submission first, the
 * installment's row (conditional on `guard` when given), the submission's payment mirrored from
 * it, and the messages the outcome sends. False when the guard found the row moved on.
 */
async function writeCharge(
  db: AppDb,
  installment: Installment,
  values: InstallmentWrite,
  options: {
    now: Date;
    guard?: SettleGuard | undefined;
    mail: MailService | undefined;
    messages: (tx: AppDb, mail: MailService) => Promise<string[]>;
    /** What the caller writes with the outcome, in the same transaction (the provider's history entry). */
    also?: ((tx: AppDb) => Promise<void>) | undefined;
  },
): Promise<boolean> {
  const mailIds = await db.transaction(async (tx) => {
    await lockSubmission(tx, installment.submissionId);
    const written = await tx
      .update(paymentInstallments)
      .set({ ...values, updatedAt: options.now })
      .where(guarded(installment.id, options.guard))
      .returning({ id: paymentInstallments.id });
    if (written.length === 0) return null;
    await mirrorPayment(tx, installment.submissionId);
    await options.also?.(tx);
    return options.mail ? options.messages(tx, options.mail) : [];
  });
  if (mailIds === null) return false;
  wakeAfterCommit(options.mail, mailIds);
  return true;
}

/** What the payer's and the administrators' messages say of a charge (mail/compose.ts). */
const chargeOf = (installment: Installment, error: Pick<CardError, 'code' | 'declineCode'>, nextAttemptAt: Date | null) => ({
  installmentId: installment.id,
  attempt: installment.attempts,
  amount: installment.amount,
  dueDate: installment.dueDate,
  code: error.code,
  declineCode: error.declineCode,
  nextAttemptAt,
});

/**
 * Writes a declined charge: for the installment job (afterDecline null) READY again after the
 * next step of its retry schedule (FO_INSTALLMENT_RETRY_DAYS) when `retryable`, else failed for
 * good; for a visitor or staff retry the given state. The payer hears of a decline by the job (a
 * visitor or staff retry shows it on screen), with the link to pay with another card; the
 * administrators once it failed for good. Answers the state written, or null when the guard found
 * the row moved on.
 */
export async function declineCharge(
  db: AppDb,
  installment: Installment,
  error: CardError,
  options: { now?: Date; afterDecline: AfterDecline; retryable: boolean; guard?: SettleGuard; paymentIntentId?: string | null; retryDays?: readonly number[] },
): Promise<{ status: string; nextAttemptAt: Date | null } | null> {
  const now = options.now ?? new Date();
  const retryDays = options.retryable ? (options.retryDays ?? DEFAULT_INSTALLMENT_RETRY_DAYS)[installment.attempts - 1] : undefined;
  const next = options.afterDecline ?? {
    status: retryDays !== undefined ? 'READY' : 'failed',
    nextAttemptAt: retryDays !== undefined ? new Date(now.getTime() + retryDays * 86_400_000) : null,
  };
  const written = await writeCharge(
    db,
    installment,
    {
      status: next.status,
      errorCode: error.code,
      declineCode: error.declineCode,
      nextAttemptAt: next.nextAttemptAt,
      ...(options.paymentIntentId ? { paymentIntentId: options.paymentIntentId } : {}),
    },
    {
      now,
      guard: options.guard,
      mail: options.afterDecline === null ? mailServiceOf(db) : undefined,
      messages: (tx, mail) =>
        recordChargeMails(tx, mail, installment, { status: 'declined', charge: chargeOf(installment, error, next.nextAttemptAt), failedForGood: next.status === 'failed' }),
    },
  );
  return written ? next : null;
}

/**
 * Writes what the provider answered for a charge that took money, is under way, or waits for the
 * cardholder, with its messages in the same transaction (issue 19): the first charge's
 * confirmation, a later one's receipt, the payer's link to authenticate. Called by the charge
 * itself and by the provider's events (webhooks, the settling job), so each state is written one way.
 */
export async function settleCharge(
  db: AppDb,
  installment: Installment,
  result: { status: 'succeeded' | 'processing' | 'requires_action'; paymentIntentId: string },
  options: { now?: Date; guard?: SettleGuard; also?: (tx: AppDb) => Promise<void> } = {},
): Promise<boolean> {
  const actionRequired = result.status === 'requires_action';
  const authentication = { code: 'authentication_required', declineCode: null };
  return writeCharge(
    db,
    installment,
    { status: result.status, paymentIntentId: result.paymentIntentId, errorCode: actionRequired ? authentication.code : null, declineCode: null, nextAttemptAt: null },
    {
      now: options.now ?? new Date(),
      guard: options.guard,
      also: options.also,
      mail: result.status === 'processing' ? undefined : mailServiceOf(db),
      messages: (tx, mail) =>
        actionRequired
          ? recordChargeMails(tx, mail, installment, { status: 'requires_action', charge: chargeOf(installment, authentication, null) })
          : recordChargeMails(tx, mail, installment, { status: 'succeeded' }),
    },
  );
}

/**
 * Installments due by `today` (YYYY-MM-DD) and ready to charge: what the queue's sweep enqueues.
 * The first one is charged by the visitor's confirm call, so the sweep only takes it when
 * releaseStaleCharges gave it back after a crash (its nextAttemptAt set, the card already set up).
 */
export async function dueInstallments(db: AppDb, today: string, now: Date = new Date()): Promise<string[]> {
  const rows = await db
    .select({ id: paymentInstallments.id })
    .from(paymentInstallments)
    .innerJoin(submissionPayments, eq(submissionPayments.submissionId, paymentInstallments.submissionId))
    .where(
      and(
        eq(paymentInstallments.status, 'READY'),
        lte(paymentInstallments.dueDate, today),
        or(sql`${paymentInstallments.position} > 0`, sql`${paymentInstallments.nextAttemptAt} IS NOT NULL`),
        sql`${submissionPayments.paymentMethodId} IS NOT NULL`,
        or(isNull(paymentInstallments.nextAttemptAt), lte(paymentInstallments.nextAttemptAt, now)),
      ),
    );
  return rows.map((row) => row.id);
}

/** How long a charge may stay in flight before the sweep gives it back (a worker died mid-call). */
export const STALE_CHARGE_MS = 60 * 60 * 1000;

/**
 * Gives back installments left `processing` by a process that died during the provider call (no
 * provider answer recorded: no paymentIntentId), the first one included: READY again with the same
 * attempt number and due now, so the next charge (the sweep's job, or the visitor's confirm replay)
 * reuses the same idempotency key and the provider answers the first call's result instead of
 * charging again. A charge the provider itself answered `processing` keeps its paymentIntentId and
 * is not re-sent (idempotency keys expire after 24 h at Stripe: a late re-send could charge twice).
 */
export async function releaseStaleCharges(db: AppDb, now: Date = new Date()): Promise<number> {
  const released = await db
    .update(paymentInstallments)
    .set({ status: 'READY', attempts: sql`${paymentInstallments.attempts} - 1`, nextAttemptAt: now, updatedAt: now })
    .where(
      and(
        eq(paymentInstallments.status, 'processing'),
        isNull(paymentInstallments.paymentIntentId),
        lte(paymentInstallments.updatedAt, new Date(now.getTime() - STALE_CHARGE_MS)),
      ),
    )
    .returning({ id: paymentInstallments.id, submissionId: paymentInstallments.submissionId });
  for (const submissionId of new Set(released.map((row) => row.submissionId))) await mirrorPayment(db, submissionId);
  return released.length;
}
