import { randomUUID } from 'node:crypto';
import { mailServiceOf, recordRefundMail, wakeAfterCommit } from '../mail/mail-service';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { forms, paymentAccounts, submissionHistory, submissionPayments, submissionRefunds, submissions } from '../../db/schema';
import type { Payment, PaymentAccountType, PaymentDetail, PaymentView, SubmissionView } from '@front-office/shared/core';
import { centsToAmount, isLineCancelable, linesStoppedByCancel, normalizePaymentStatus, refundLimit } from '@front-office/shared/core';
import { DomainError, HttpError, notFound } from '../../lib/http-error';
import type { RefundProvider, RefundProviders } from '../payments/refund-provider';
import { providerUnreachable } from '../payments/refund-provider';
import { moveInstallments, trackedInstallments } from './installments';
import { releaseClaims } from '../payments/payment-holds';
import { paymentWithIds, settledPaymentStatus } from './payment-view';
import { refundedByLine, toSubmissionView } from './queries';

type Tx = AppDb;

interface Located {
  submission: typeof submissions.$inferSelect;
  form: typeof forms.$inferSelect;
  payment: Payment;
  detail: PaymentDetail;
}

/**
 * Finds and locks (FOR UPDATE) the submission holding payment `paymentId` in the organization,
 * with the payment line `detailId`. Concurrent refunds and cancels of one submission queue here.
 */
export async function lockPaymentLine(tx: Tx, organizationId: string, paymentId: string, detailId: string): Promise<Located> {
  const byId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(paymentId)
    ? or(sql`${submissions.payment} ->> 'id' = ${paymentId}`, and(sql`${submissions.payment} ->> 'id' is null`, eq(submissions.id, paymentId)))
    : sql`${submissions.payment} ->> 'id' = ${paymentId}`;
  const [found] = await tx
    .select({ submission: submissions, form: forms })
    .from(submissions)
    .innerJoin(forms, eq(forms.id, submissions.formId))
    .where(and(eq(forms.organizationId, organizationId), byId))
    .for('update', { of: submissions });
  const payment = found ? paymentWithIds(found.submission.payment, found.submission.id) : null;
  const detail = payment?.paymentDetails.find((line) => line.id === detailId);
  if (!found || !payment || !detail) throw notFound('Payment not found');
  return { submission: found.submission, form: found.form, payment, detail };
}

/** The account that took a payment: ours (null when unknown), its provider's kind and id. */
export interface PaymentAccountOf {
  id: string | null;
  type: PaymentAccountType;
  providerAccountId: string;
}

/**
 * The account that took the payment (issue 18 §9), never the form's current one: the card row's
 * account and provider (submission_payments), else the payment's stored `accountId`. Null for a
 * payment stored without either (older data): it is the platform's own, no connected account.
 */
export async function paymentAccountOf(tx: Tx, submissionId: string, payment: Payment, organizationId: string): Promise<PaymentAccountOf | null> {
  const [card] = await tx
    .select({ accountId: submissionPayments.accountId, type: submissionPayments.providerType, providerAccountId: submissionPayments.providerAccountId })
    .from(submissionPayments)
    .where(eq(submissionPayments.submissionId, submissionId));
  if (card?.type && card.providerAccountId) return { id: card.accountId, type: card.type, providerAccountId: card.providerAccountId };
  const stored = (payment as Payment & { accountId?: unknown }).accountId;
  const accountId = card?.accountId ?? (typeof stored === 'string' && /^[0-9a-f-]{36}$/i.test(stored) ? stored : null);
  if (!accountId) return null;
  const [account] = await tx
    .select({ type: paymentAccounts.type, providerAccountId: paymentAccounts.stripeUserId })
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.id, accountId), eq(paymentAccounts.organizationId, organizationId)));
  return account ? { id: accountId, ...account } : null;
}

/** The provider that refunds and cancels on that account; 503 when none is configured for it here. */
function providerOf(providers: RefundProviders, account: PaymentAccountOf | null, action: 'refunds' | 'cancels'): RefundProvider {
  const provider = providers.forAccount(account);
  if (!provider) {
    const missing = account && account.type !== 'stripe' ? 'no SportsPay integration is configured' : 'no Stripe key is configured (STRIPE_SECRET_KEY)';
    throw new HttpError(503, `No payment provider is configured for ${action} on this payment's account: ${missing}`);
  }
  return provider;
}

export async function refundedOfLine(tx: Tx, submissionId: string, detailId: string): Promise<number> {
  const lines = await refundedByLine(tx, [submissionId]);
  return lines.get(submissionId)?.get(detailId) ?? 0;
}

export async function savePayment(tx: Tx, submissionId: string, payment: Payment): Promise<void> {
  await tx.update(submissions).set({ payment: { ...payment, status: settledPaymentStatus(payment) } }).where(eq(submissions.id, submissionId));
}

export async function record(tx: Tx, submissionId: string, kind: typeof submissionHistory.$inferInsert.kind, userId: string | null, details: Record<string, unknown>) {
  await tx.insert(submissionHistory).values({ id: randomUUID(), submissionId, kind, userId, details });
}

export async function currentView(db: AppDb, submissionId: string): Promise<SubmissionView> {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, submissionId));
  if (!row) throw notFound('Submission not found');
  const refunded = await refundedByLine(db, [submissionId]);
  return toSubmissionView(row, refunded.get(submissionId));
}

/** What a provider call that failed answers: its own refusal, else 502 (the fault logged, never shown). */
function providerFailure(error: unknown, action: 'refund' | 'cancel'): DomainError {
  if (error instanceof DomainError) return error;
  return providerUnreachable(`The payment provider could not complete the ${action}, please try again`, error);
}

export interface RefundCommand {
  organizationId: string;
  paymentId: string;
  detailId: string;
  /** Cents. */
  amount: number;
  refundFees: boolean;
  userId: string;
  /**
   * The caller's Idempotency-Key: the same key answers the refund already made (succeeded or
   * under way) when it asked the same amount; a refused one is tried again as a new refund.
   */
  requestKey?: string | undefined;
}

export interface RefundOutcome {
  refund: { id: string; amount: number; status: 'pending' | 'succeeded' | 'failed' };
  submission: SubmissionView;
  payment: PaymentView | null;
}

/**
 * Refunds part or all of a succeeded payment line (spec 000 §4, §5). The refund is first
 * reserved as 'pending' in the transaction that locks the submission: the sum of refunds done or
 * under way is checked against what the line took, so two concurrent refunds of $100 on $150
 * give exactly one. Then the provider of the account that took the payment is called, on that
 * account, with an idempotency key made of the refund's id, and the outcome is written back (the
 * line becomes 'refunded' once given back in full). A replayed Idempotency-Key answers only a
 * refund that succeeded or is under way; a refused one is tried again as a new refund.
 */
export async function refundPayment(db: AppDb, providers: RefundProviders, command: RefundCommand): Promise<RefundOutcome> {
  const reserved = await db.transaction(async (tx) => {
    const { submission, form, payment, detail } = await lockPaymentLine(tx, command.organizationId, command.paymentId, command.detailId);
    if (command.requestKey) {
      // A refused refund (failed) is not an answer to replay: the same key tries again below.
      const [existing] = await tx
        .select()
        .from(submissionRefunds)
        .where(and(eq(submissionRefunds.submissionId, submission.id), eq(submissionRefunds.requestKey, command.requestKey), ne(submissionRefunds.status, 'failed')));
      if (existing) {
        if (existing.detailId !== detail.id || existing.amount !== command.amount || existing.includeFees !== command.refundFees) {
          throw new DomainError(409, 'This Idempotency-Key was used for another refund: send a new key for a new refund', { errors: ['idempotencyKeyReused'] });
        }
        return { replay: existing, submissionId: submission.id };
      }
    }
    if (payment.method === 'other') throw new DomainError(409, 'This payment was made outside the product: there is nothing to refund here', { errors: ['notProviderPayment'] });
    if (normalizePaymentStatus(detail.status) !== 'succeeded') throw new DomainError(409, `Only a succeeded payment can be refunded (this one is ${detail.status})`, { errors: ['notRefundable'] });
    const intent = detail.paymentIntentId;
    if (!intent) throw new DomainError(409, 'This payment has no provider payment to refund', { errors: ['notRefundable'] });
    const refunded = await refundedOfLine(tx, submission.id, detail.id);
    const limit = refundLimit({ total: detail.total, providerFees: detail.providerFees ?? 0, refunded, partial: true, includeFees: true });
    if (command.amount > limit) {
      throw new DomainError(409, `The refund amount is higher than what remains of the payment ($${centsToAmount(limit)})`, { errors: ['refundAmountTooHigh'] });
    }
    const account = await paymentAccountOf(tx, submission.id, payment, command.organizationId);
    const provider = providerOf(providers, account, 'refunds');
    const id = randomUUID();
    await tx.insert(submissionRefunds).values({
      id,
      submissionId: submission.id,
      formId: form.id,
      paymentId: payment.id,
      detailId: detail.id,
      kind: 'refund',
      amount: command.amount,
      includeFees: command.refundFees,
      status: 'pending',
      requestKey: command.requestKey ?? null,
      createdBy: command.userId,
    });
    return { reservation: { id, submissionId: submission.id, intent, connectedAccountId: account?.providerAccountId ?? null, provider } };
  });

  if ('replay' in reserved && reserved.replay) {
    const view = await currentView(db, reserved.submissionId);
    return { refund: { id: reserved.replay.id, amount: reserved.replay.amount, status: reserved.replay.status }, submission: view, payment: view.payment };
  }
  const { reservation } = reserved as { reservation: { id: string; submissionId: string; intent: string; connectedAccountId: string | null; provider: RefundProvider } };
  const provider = reservation.provider;

  let outcome: Awaited<ReturnType<RefundProvider['refund']>>;
  try {
    outcome = await provider.refund({
      paymentIntentId: reservation.intent,
      amount: command.amount,
      refundFees: command.refundFees,
      idempotencyKey: `fo-refund-${reservation.id}`,
      connectedAccountId: reservation.connectedAccountId,
    });
  } catch (error) {
    const failure = providerFailure(error, 'refund');
    await db.transaction(async (tx) => {
      await tx.update(submissionRefunds).set({ status: 'failed', failure: failure.message }).where(eq(submissionRefunds.id, reservation.id));
      await record(tx, reservation.submissionId, 'refundFailed', command.userId, { detailId: command.detailId, amount: command.amount, message: failure.message });
    });
    throw failure;
  }

  const mail = mailServiceOf(db);
  const mailIds = await db.transaction(async (tx) => {
    const { submission, payment, detail } = await lockPaymentLine(tx, command.organizationId, command.paymentId, command.detailId);
    await tx.update(submissionRefunds).set({ status: outcome.status, providerReference: outcome.reference }).where(eq(submissionRefunds.id, reservation.id));
    const refunded = await refundedOfLine(tx, submission.id, detail.id);
    const settled = outcome.status === 'succeeded' ? 'refunded' : 'pending_refund';
    if (refunded >= detail.total) await moveInstallments(tx, submission.id, [detail.id], settled, ['succeeded', 'pending_refund']);
    const lines = payment.paymentDetails.map((line) =>
      line.id === detail.id ? { ...line, refundedTotal: refunded, ...(refunded >= line.total ? { status: settled } : {}) } : line,
    ) as PaymentDetail[];
    await savePayment(tx, submission.id, { ...payment, paymentDetails: lines });
    await record(tx, submission.id, 'refunded', command.userId, {
      detailId: detail.id,
      amount: command.amount,
      includeFees: command.refundFees,
      status: outcome.status,
      reference: outcome.reference,
      remaining: Math.max(0, detail.total - refunded),
    });
    return mail ? recordRefundMail(tx, mail, submission.id, { kind: 'refund', id: reservation.id, amount: command.amount }) : [];
  });
  wakeAfterCommit(mail, mailIds);
  const view = await currentView(db, reservation.submissionId);
  return { refund: { id: reservation.id, amount: command.amount, status: outcome.status }, submission: view, payment: view.payment };
}

export interface CancelCommand {
  organizationId: string;
  paymentId: string;
  detailId: string;
  userId: string;
}

/**
 * Cancels a payment line that did not take money (spec 000 §4: "any other is canceled") and stops
 * the plan from there: exactly the lines `linesStoppedByCancel` of shared/core names (this line
 * and the planned (READY) ones after it, never an earlier one), the same rule the dialog lists. A
 * planned line is only ours; a charge under way is canceled at the provider first, on the account
 * that took the payment (idempotency key from the payment and line ids). The lines are canceled
 * in one transaction under the submission's row lock, and in payment_installments by a
 * conditional update on READY, so the installment job never charges them.
 */
export async function cancelPayment(db: AppDb, providers: RefundProviders, command: CancelCommand): Promise<RefundOutcome> {
  const prepared = await db.transaction(async (tx) => {
    const { submission, form, payment, detail } = await lockPaymentLine(tx, command.organizationId, command.paymentId, command.detailId);
    if (!isLineCancelable(detail.status)) {
      const status = normalizePaymentStatus(detail.status);
      throw new DomainError(409, status === 'succeeded' ? 'A succeeded payment is refunded, not canceled' : `This payment cannot be canceled (it is ${detail.status})`, { errors: ['notCancelable'] });
    }
    const needsProvider = normalizePaymentStatus(detail.status) !== 'ready' && detail.paymentIntentId;
    const account = needsProvider ? await paymentAccountOf(tx, submission.id, payment, command.organizationId) : null;
    return {
      submissionId: submission.id,
      formId: form.id,
      intent: needsProvider ? detail.paymentIntentId : null,
      connectedAccountId: account?.providerAccountId ?? null,
      provider: needsProvider ? providerOf(providers, account, 'cancels') : null,
      paymentId: payment.id,
    };
  });

  const cancelId = randomUUID();
  if (prepared.intent && prepared.provider) {
    try {
      await prepared.provider.cancel({ paymentIntentId: prepared.intent, idempotencyKey: `fo-cancel-${prepared.paymentId}-${command.detailId}`, connectedAccountId: prepared.connectedAccountId });
    } catch (error) {
      const failure = providerFailure(error, 'cancel');
      await db.transaction(async (tx) => {
        await tx.insert(submissionRefunds).values({ id: cancelId, submissionId: prepared.submissionId, formId: prepared.formId, paymentId: prepared.paymentId, detailId: command.detailId, kind: 'cancel', amount: 0, status: 'failed', failure: failure.message, createdBy: command.userId });
        await record(tx, prepared.submissionId, 'cancelFailed', command.userId, { detailId: command.detailId, message: failure.message });
      });
      throw failure;
    }
  }

  const mail = mailServiceOf(db);
  const mailIds = await db.transaction(async (tx) => {
    const { submission, form, payment, detail } = await lockPaymentLine(tx, command.organizationId, command.paymentId, command.detailId);
    // Read again under the lock: a line settled meanwhile is no longer stopped by this cancel.
    const stopped = linesStoppedByCancel(payment.paymentDetails, detail.id);
    const planned = payment.paymentDetails.filter((line) => stopped.includes(line.id) && normalizePaymentStatus(line.status) === 'ready').map((line) => line.id);
    const tracked = await trackedInstallments(tx, submission.id, stopped);
    const moved = await moveInstallments(tx, submission.id, planned, 'canceled', ['READY']);
    if (prepared.intent) for (const id of await moveInstallments(tx, submission.id, [detail.id], 'canceled', ['processing', 'pending', 'requires_payment_method', 'requires_action', 'requires_confirmation', 'READY'])) moved.add(id);
    // A line the installment job claimed in between (no longer READY in its table) is left to it.
    const canceled = stopped.filter((id) => !tracked.has(id) || moved.has(id));
    if (!canceled.includes(detail.id)) throw new DomainError(409, 'This payment is being charged now and can no longer be canceled', { errors: ['notCancelable'] });
    const lines = payment.paymentDetails.map((line) => (canceled.includes(line.id) ? { ...line, status: 'canceled' as const } : line));
    await savePayment(tx, submission.id, { ...payment, paymentDetails: lines });
    if (settledPaymentStatus({ ...payment, paymentDetails: lines }) === 'canceled') await releaseClaims(tx, submission, { place: false });
    await tx.insert(submissionRefunds).values({ id: cancelId, submissionId: submission.id, formId: form.id, paymentId: payment.id, detailId: detail.id, kind: 'cancel', amount: detail.total, status: 'succeeded', createdBy: command.userId });
    await record(tx, submission.id, 'canceled', command.userId, { detailId: detail.id, canceled, atProvider: prepared.intent !== null });
    return mail ? recordRefundMail(tx, mail, submission.id, { kind: 'cancellation', id: cancelId, lines: lines.filter((line) => canceled.includes(line.id)).map((line) => ({ amount: line.total, dueDate: line.date })) }) : [];
  });
  wakeAfterCommit(mail, mailIds);
  const view = await currentView(db, prepared.submissionId);
  return { refund: { id: cancelId, amount: 0, status: 'succeeded' }, submission: view, payment: view.payment };
}
