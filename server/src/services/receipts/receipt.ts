import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { forms, organizations, paymentInstallments, submissionPayments, submissions } from '../../db/schema';
import type { Coupon, PaymentLineView, PaymentView, Receipt, ReceiptLine, ReceiptLineState, ReceiptPayment } from '@front-office/shared/core';
import { normalizePaymentStatus } from '@front-office/shared/core';
import { refundedByLine } from '../submissions/queries';
import { paymentView, paymentWithIds } from '../submissions/payment-view';

/** Where a stored payment line stands for the payer; a READY line that carries a card error was declined. */
export function receiptLineState(line: Pick<PaymentLineView, 'status'> & { errorCode?: string | null }): ReceiptLineState {
  switch (normalizePaymentStatus(line.status)) {
    case 'succeeded':
      return 'paid';
    case 'refunded':
    case 'pending_refund':
      return 'refunded';
    case 'processing':
      return 'processing';
    case 'requires_action':
      return 'actionRequired';
    case 'canceled':
      return 'canceled';
    case 'failed':
      return 'declined';
    case 'ready':
      return line.errorCode ? 'declined' : 'planned';
    default:
      // requires_payment_method and the like: nothing was charged yet.
      return 'planned';
  }
}

const TAKEN: ReadonlySet<ReceiptLineState> = new Set(['paid', 'refunded']);

/**
 * The receipt's figures from the stored payment, as the submission detail reads it
 * (paymentWithIds, then the refunds per line): paid is what the charges took, refunded what was
 * given back, and each line keeps its own state. Card errors and retry dates come from the line
 * (mirrored from payment_installments) and the installment row.
 */
export function receiptPayment(
  payment: PaymentView,
  coupon: Coupon | null,
  extras: { currency: string; nextAttempts: ReadonlyMap<string, Date | null>; cardAccount: { organizationId: string; accountId: string } | null },
): ReceiptPayment {
  const isCard = payment.method === 'credit_card';
  const lines: ReceiptLine[] = isCard
    ? payment.paymentDetails.map((line) => {
        const stored = line as PaymentLineView & { errorCode?: string | null; declineCode?: string | null };
        const state = receiptLineState(stored);
        const nextAttemptAt = state === 'declined' ? (extras.nextAttempts.get(line.id) ?? null) : null;
        return {
          id: line.id,
          date: line.date,
          total: line.total,
          state,
          refunded: line.refundedTotal,
          errorCode: state === 'declined' ? (stored.errorCode ?? null) : null,
          declineCode: state === 'declined' ? (stored.declineCode ?? null) : null,
          nextAttemptAt: nextAttemptAt ? nextAttemptAt.toISOString() : null,
          canPay: (state === 'declined' || state === 'actionRequired') && extras.cardAccount !== null,
          canAuthenticate: state === 'actionRequired' && extras.cardAccount !== null,
        };
      })
    : [];
  const discount = payment.modeDefinition?.discount;
  return {
    method: payment.method,
    status: payment.status,
    currency: extras.currency,
    total: payment.total,
    paid: lines.filter((line) => TAKEN.has(line.state)).reduce((sum, line) => sum + line.total, 0),
    refunded: lines.reduce((sum, line) => sum + line.refunded, 0),
    reference: isCard ? (payment.paymentDetails.find((line) => line.paymentIntentId)?.paymentIntentId ?? payment.paymentIntentId ?? null) : null,
    coupon: coupon && coupon.discountTotal > 0 ? { code: coupon.code, discountTotal: coupon.discountTotal } : null,
    modeDiscount: discount && discount.value > 0 ? { type: discount.type, value: discount.value } : null,
    lines,
    cardAccount: lines.some((line) => line.canPay) ? extras.cardAccount : null,
  };
}

/** The receipt of a submission made on that form, or null when there is none (a made-up id, another form). */
export async function getReceipt(db: AppDb, formId: string, submissionId: string): Promise<Receipt | null> {
  const [row] = await db
    .select({ submission: submissions, organizationId: forms.organizationId, organizationName: organizations.name, currency: forms.currency })
    .from(submissions)
    .innerJoin(forms, eq(forms.id, submissions.formId))
    .innerJoin(organizations, eq(organizations.id, forms.organizationId))
    .where(and(eq(submissions.id, submissionId), eq(submissions.formId, formId)));
  if (!row) return null;
  const { submission } = row;
  const refunded = await refundedByLine(db, [submission.id]);
  const payment = paymentView(paymentWithIds(submission.payment, submission.id), refunded.get(submission.id) ?? new Map());
  let receiptPaymentOf: ReceiptPayment | null = null;
  if (payment) {
    const [card] = await db.select().from(submissionPayments).where(eq(submissionPayments.submissionId, submission.id));
    const installments = await db
      .select({ id: paymentInstallments.id, nextAttemptAt: paymentInstallments.nextAttemptAt })
      .from(paymentInstallments)
      .where(eq(paymentInstallments.submissionId, submission.id));
    receiptPaymentOf = receiptPayment(payment, (submission.coupon as Coupon | null) ?? null, {
      currency: card?.currency ?? (payment as PaymentView & { currency?: string }).currency ?? row.currency,
      nextAttempts: new Map(installments.map((installment) => [installment.id, installment.nextAttemptAt])),
      cardAccount: card ? { organizationId: row.organizationId, accountId: card.accountId } : null,
    });
  }
  return {
    submissionId: submission.id,
    date: submission.date.toISOString(),
    culture: submission.culture ?? null,
    organizationName: row.organizationName,
    payment: receiptPaymentOf,
  };
}
