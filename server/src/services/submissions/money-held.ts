import type { SQL } from 'drizzle-orm';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { paymentInstallments, submissionRefunds, submissions } from '../../db/schema';
import type { Payment, PaymentStatus } from '@front-office/shared/core';
import { paymentBlockingDelete, paymentView, paymentWithIds } from './payment-view';

export type DeleteBlocker = NonNullable<ReturnType<typeof paymentBlockingDelete>>;

type InstallmentRow = Pick<typeof paymentInstallments.$inferSelect, 'id' | 'submissionId' | 'status' | 'amount' | 'dueDate' | 'paymentIntentId'>;

/** The payment with each line's status as its installment row has it (the row is the truth; the JSON mirrors it after the fact). */
function withInstallmentStatuses(payment: Payment, rows: InstallmentRow[]): Payment {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const details = payment.paymentDetails.map((detail) => {
    const row = byId.get(detail.id);
    return row ? { ...detail, status: row.status as PaymentStatus } : detail;
  });
  const shown = new Set(details.map((detail) => detail.id));
  for (const row of rows) {
    if (!shown.has(row.id)) details.push({ id: row.id, date: row.dueDate, total: row.amount, status: row.status as PaymentStatus, paymentIntentId: row.paymentIntentId });
  }
  return { ...payment, paymentDetails: details };
}

/**
 * Why the submissions matched by `which` (a condition on `submissions`) may not be deleted, or
 * null: the shared rule (`paymentBlockingDelete`) applied to each. Call it inside the deleting
 * transaction: the submissions and their installments are locked until it ends, so a charge,
 * refund or cancel starting now waits for the delete and then finds nothing to act on, and one
 * already claimed is seen here (an installment is `processing` in its row before the
 * submission's JSON says so). Only refunds that went through count as money given back: one under
 * way may still be refused by the provider.
 */
export async function moneyBlockingDelete(tx: AppDb, which: SQL): Promise<DeleteBlocker | null> {
  const paid = await tx
    .select({ id: submissions.id, payment: submissions.payment })
    .from(submissions)
    .where(and(which, isNotNull(submissions.payment)))
    .for('update');
  if (paid.length === 0) return null;
  const installments = await tx
    .select({
      id: paymentInstallments.id,
      submissionId: paymentInstallments.submissionId,
      status: paymentInstallments.status,
      amount: paymentInstallments.amount,
      dueDate: paymentInstallments.dueDate,
      paymentIntentId: paymentInstallments.paymentIntentId,
    })
    .from(paymentInstallments)
    .innerJoin(submissions, eq(submissions.id, paymentInstallments.submissionId))
    .where(which)
    .for('update', { of: paymentInstallments });
  const refunds = await tx
    .select({ submissionId: submissionRefunds.submissionId, detailId: submissionRefunds.detailId, total: sql<string>`sum(${submissionRefunds.amount})` })
    .from(submissionRefunds)
    .innerJoin(submissions, eq(submissions.id, submissionRefunds.submissionId))
    .where(and(which, eq(submissionRefunds.kind, 'refund'), eq(submissionRefunds.status, 'succeeded')))
    .groupBy(submissionRefunds.submissionId, submissionRefunds.detailId);

  const installmentsOf = new Map<string, InstallmentRow[]>();
  for (const row of installments) {
    const rows = installmentsOf.get(row.submissionId) ?? [];
    rows.push(row);
    installmentsOf.set(row.submissionId, rows);
  }
  const refundedOf = new Map<string, Map<string, number>>();
  for (const row of refunds) {
    const lines = refundedOf.get(row.submissionId) ?? new Map<string, number>();
    lines.set(row.detailId, Number(row.total));
    refundedOf.set(row.submissionId, lines);
  }

  let blocker: DeleteBlocker | null = null;
  for (const row of paid) {
    const payment = paymentWithIds(row.payment, row.id);
    if (!payment) continue;
    const reason = paymentBlockingDelete(paymentView(withInstallmentStatuses(payment, installmentsOf.get(row.id) ?? []), refundedOf.get(row.id) ?? new Map()));
    if (reason === 'moneyHeld') return reason;
    blocker ??= reason;
  }
  return blocker;
}
