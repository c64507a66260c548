// Issue 18 §5: what a submission took from its form's caps (its place, product stock, a discount
// code's use) is recorded with it (migration 0017) and given back exactly once: when the hold of a
// card payment that was never completed expires, when staff cancel the whole payment, or when the
// submission is deleted. server/README.md "Payments" states the rules.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { discountCodeUses, forms, paymentHolds, paymentInstallments, submissionClaims, submissionHistory, submissions } from '../../db/schema';
import type { PricedLine } from '@front-office/shared/core';
import { uncountSubmission } from '../submissions/submission-count';
import { mirrorPayment } from './charge-installment';

type Claim = typeof submissionClaims.$inferInsert;

/** What the submission's transaction took, to record beside it. */
export interface TakenClaims {
  productLines: readonly Pick<PricedLine, 'fieldId' | 'value' | 'quantity'>[];
  code: string | null;
  /** A card payment whose first charge is still to come: its claims are held for a limited time. */
  held: boolean;
}

/**
 * Records, in the submission's transaction, its place and what it took; one row per product
 * (copies of a repeatable section add up, as forms.field_properties counts them).
 */
export async function recordClaims(tx: AppDb, submissionId: string, taken: TakenClaims, now: Date): Promise<void> {
  const products = new Map<string, Claim>();
  for (const line of taken.productLines) {
    if (line.quantity <= 0) continue;
    const key = `${line.fieldId}\u0000${line.value}`;
    const found = products.get(key);
    if (found) found.quantity += line.quantity;
    else products.set(key, { submissionId, kind: 'product', fieldId: line.fieldId, item: line.value, quantity: line.quantity });
  }
  const claims: Claim[] = [
    { submissionId, kind: 'place', quantity: 1 },
    ...products.values(),
    ...(taken.code ? [{ submissionId, kind: 'code' as const, item: taken.code, quantity: 1 }] : []),
  ];
  await tx.insert(submissionClaims).values(claims);
  if (taken.held) await tx.insert(paymentHolds).values({ submissionId, createdAt: now });
}

type ClaimedProperties = Record<string, { claimed?: Record<string, number> } & Record<string, unknown>>;

/**
 * Gives back what the submission still holds, in the caller's transaction, which has locked the
 * submission's row (FOR UPDATE): stock and code uses always, its place when `place` (a delete, an
 * expired hold; a staff cancel keeps the registration and so its place). Each claim is marked
 * released by one conditional UPDATE (`released_at IS NULL`) and only what that statement returned
 * is given back, so a second release gives back nothing. A submission with no place claim at all
 * (stored by the one-statement path) gives its place back on delete, as before claims existed.
 */
export async function releaseClaims(tx: AppDb, submission: { id: string; formId: string }, options: { place: boolean }, now: Date = new Date()): Promise<void> {
  const kinds: Claim['kind'][] = options.place ? ['place', 'product', 'code'] : ['product', 'code'];
  const released = await tx
    .update(submissionClaims)
    .set({ releasedAt: now })
    .where(and(eq(submissionClaims.submissionId, submission.id), isNull(submissionClaims.releasedAt), inArray(submissionClaims.kind, kinds)))
    .returning();

  const products = released.filter((claim) => claim.kind === 'product');
  if (products.length > 0) {
    // The form's row lock, as a submission's claim takes it: concurrent claims and releases queue.
    const [form] = await tx.select({ fieldProperties: forms.fieldProperties }).from(forms).where(eq(forms.id, submission.formId)).for('update');
    if (form) {
      const properties: ClaimedProperties = structuredClone((form.fieldProperties ?? {}) as ClaimedProperties);
      for (const claim of products) {
        const claimed = properties[claim.fieldId]?.claimed;
        if (claimed && typeof claimed[claim.item] === 'number') claimed[claim.item] = Math.max(0, (claimed[claim.item] ?? 0) - claim.quantity);
      }
      await tx.update(forms).set({ fieldProperties: properties }).where(eq(forms.id, submission.formId));
    }
  }
  for (const claim of released.filter((candidate) => candidate.kind === 'code')) {
    await tx
      .update(discountCodeUses)
      .set({ used: sql`greatest(${discountCodeUses.used} - ${claim.quantity}, 0)` })
      .where(and(eq(discountCodeUses.formId, submission.formId), eq(discountCodeUses.code, claim.item)));
  }
  if (!options.place) return;
  if (released.some((claim) => claim.kind === 'place')) {
    await uncountSubmission(tx, submission.formId);
    return;
  }
  const [place] = await tx
    .select({ releasedAt: submissionClaims.releasedAt })
    .from(submissionClaims)
    .where(and(eq(submissionClaims.submissionId, submission.id), eq(submissionClaims.kind, 'place')));
  if (!place) await uncountSubmission(tx, submission.formId);
}

/**
 * The first charge can still be made by the visitor (not under way, not given back after a crash),
 * or waits for the cardholder's authentication that never came (nothing was taken).
 */
const releasableFirstCharge = or(
  inArray(paymentInstallments.status, ['failed', 'requires_action']),
  and(eq(paymentInstallments.status, 'READY'), isNull(paymentInstallments.nextAttemptAt)),
);

/**
 * Ends one expired hold, in one transaction that locks the submission's row: its first charge is
 * canceled by one conditional UPDATE (READY, failed or requires_action, as the confirm's charge claims it), so a
 * confirm that claimed the charge first wins and nothing is released; otherwise the confirm's claim
 * finds the charge canceled and answers holdExpired. Then every planned charge is canceled (nothing
 * will be charged), the claims are given back, the hold marked released and the history says why
 * (a `canceled` entry with reason holdExpired). A hold whose payment
 * was completed or stopped by staff is dropped. True when released.
 */
export async function releaseHold(db: AppDb, submissionId: string, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [submission] = await tx.select({ id: submissions.id, formId: submissions.formId }).from(submissions).where(eq(submissions.id, submissionId)).for('update');
    if (!submission) return false;
    const [hold] = await tx.select().from(paymentHolds).where(and(eq(paymentHolds.submissionId, submissionId), isNull(paymentHolds.releasedAt)));
    if (!hold) return false;
    const canceled = await tx
      .update(paymentInstallments)
      .set({ status: 'canceled', updatedAt: now })
      .where(and(eq(paymentInstallments.submissionId, submissionId), eq(paymentInstallments.position, 0), releasableFirstCharge))
      .returning({ id: paymentInstallments.id });
    if (canceled.length === 0) {
      const [first] = await tx.select({ status: paymentInstallments.status }).from(paymentInstallments).where(and(eq(paymentInstallments.submissionId, submissionId), eq(paymentInstallments.position, 0)));
      // A charge under way (or given back after a crash) decides later; paid or stopped: no hold left.
      if (!first || !['processing', 'READY', 'failed'].includes(first.status)) await tx.delete(paymentHolds).where(eq(paymentHolds.submissionId, submissionId));
      return false;
    }
    const planned = await tx
      .update(paymentInstallments)
      .set({ status: 'canceled', updatedAt: now })
      .where(and(eq(paymentInstallments.submissionId, submissionId), eq(paymentInstallments.status, 'READY')))
      .returning({ id: paymentInstallments.id });
    await releaseClaims(tx, submission, { place: true }, now);
    await tx.update(paymentHolds).set({ releasedAt: now }).where(eq(paymentHolds.submissionId, submissionId));
    await mirrorPayment(tx, submissionId);
    // Staff see why the payment is canceled: a cancel by nobody, for this reason.
    const lines = [...canceled, ...planned].map((row) => row.id);
    await tx.insert(submissionHistory).values({ id: randomUUID(), submissionId, kind: 'canceled', userId: null, details: { reason: 'holdExpired', canceled: lines }, createdAt: now });
    return true;
  });
}

/**
 * The hold job: releases every hold older than `holdMinutes` at `now` (each in its own
 * transaction, see releaseHold); answers how many were released. Holds are taken oldest first, a
 * bounded batch per run (the next run takes the rest).
 */
export async function releaseExpiredHolds(db: AppDb, options: { holdMinutes: number; now?: Date; batch?: number }): Promise<number> {
  const now = options.now ?? new Date();
  const due = await db
    .select({ submissionId: paymentHolds.submissionId })
    .from(paymentHolds)
    .where(and(isNull(paymentHolds.releasedAt), lte(paymentHolds.createdAt, new Date(now.getTime() - options.holdMinutes * 60_000))))
    .orderBy(asc(paymentHolds.createdAt))
    .limit(options.batch ?? 500);
  let released = 0;
  for (const { submissionId } of due) if (await releaseHold(db, submissionId, now)) released += 1;
  return released;
}

/** Whether the submission's hold expired and its claims were given back (the confirm's holdExpired). */
export async function holdReleased(db: AppDb, submissionId: string): Promise<boolean> {
  const [hold] = await db.select({ releasedAt: paymentHolds.releasedAt }).from(paymentHolds).where(eq(paymentHolds.submissionId, submissionId));
  return hold?.releasedAt != null;
}
