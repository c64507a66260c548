import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { submissionPayments, submissionRefunds, submissions } from '../../db/schema';
import type { PaymentDetail } from '@front-office/shared/core';
import { normalizePaymentStatus } from '@front-office/shared/core';
import { lockSubmission } from '../payments/charge-installment';
import { moveInstallments } from './installments';
import { paymentWithIds } from './payment-view';
import { record, refundedOfLine, savePayment } from './refunds';

type Settled = 'applied' | 'unchanged' | 'unmatched';

/**
 * A refund the provider settled after answering `pending` (or failed after succeeding, which Stripe
 * allows): the refund row takes the provider's status and its payment line follows, in one
 * transaction under the submission's lock, as refundPayment writes them. A refund that went
 * through makes the line `refunded` once given back in full; one that failed no longer counts, so
 * the line takes that money back (succeeded again, refundable again). `account` (Connect) must be
 * the account that took the payment. A failed refund stays failed: a later event does not revive it.
 */
export async function settleRefund(db: AppDb, reference: string, status: 'succeeded' | 'pending' | 'failed', account: string | null): Promise<Settled> {
  const [found] = await db
    .select({ refund: submissionRefunds, providerAccountId: submissionPayments.providerAccountId })
    .from(submissionRefunds)
    .leftJoin(submissionPayments, eq(submissionPayments.submissionId, submissionRefunds.submissionId))
    .where(and(eq(submissionRefunds.providerReference, reference), eq(submissionRefunds.kind, 'refund')));
  if (!found) return 'unmatched';
  if (account !== null && found.providerAccountId !== null && found.providerAccountId !== account) return 'unmatched';
  const { submissionId, id } = found.refund;
  return db.transaction(async (tx) => {
    await lockSubmission(tx, submissionId);
    const [refund] = await tx.select().from(submissionRefunds).where(eq(submissionRefunds.id, id));
    if (!refund || refund.status === status || refund.status === 'failed' || status === 'pending') return 'unchanged';
    await tx
      .update(submissionRefunds)
      .set({ status, ...(status === 'failed' ? { failure: 'The payment provider could not complete the refund' } : {}) })
      .where(eq(submissionRefunds.id, id));
    const [row] = await tx.select({ payment: submissions.payment }).from(submissions).where(eq(submissions.id, submissionId));
    const payment = row ? paymentWithIds(row.payment, submissionId) : null;
    const detail = payment?.paymentDetails.find((line) => line.id === refund.detailId);
    if (payment && detail) {
      const refunded = await refundedOfLine(tx, submissionId, detail.id);
      const current = normalizePaymentStatus(detail.status);
      let lineStatus = detail.status;
      if (refunded >= detail.total) {
        // Given back in full: refunded once nothing of it is pending any more.
        const pending = await tx
          .select({ id: submissionRefunds.id })
          .from(submissionRefunds)
          .where(and(eq(submissionRefunds.submissionId, submissionId), eq(submissionRefunds.detailId, detail.id), eq(submissionRefunds.status, 'pending')));
        lineStatus = pending.length === 0 ? 'refunded' : 'pending_refund';
      } else if (current === 'refunded' || current === 'pending_refund') {
        lineStatus = 'succeeded';
      }
      if (lineStatus !== detail.status) await moveInstallments(tx, submissionId, [detail.id], lineStatus, ['succeeded', 'pending_refund', 'refunded']);
      const lines = payment.paymentDetails.map((line) => (line.id === detail.id ? { ...line, refundedTotal: refunded, status: lineStatus } : line)) as PaymentDetail[];
      await savePayment(tx, submissionId, { ...payment, paymentDetails: lines });
    }
    await record(tx, submissionId, status === 'succeeded' ? 'refundSettled' : 'refundFailed', null, {
      detailId: refund.detailId,
      amount: refund.amount,
      status,
      reference,
      ...(status === 'failed' ? { message: 'The payment provider could not complete the refund' } : {}),
    });
    return 'applied';
  });
}
