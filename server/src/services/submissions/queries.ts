import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { forms, submissionHistory, submissionRefunds, submissions, users } from '../../db/schema';
import type { CanonicalPaymentStatus, Coupon, Form, SubmissionField, SubmissionHistoryEntry, SubmissionView } from '@front-office/shared/core';
import { paymentMoney, paymentStatusSpellings } from '@front-office/shared/core';
import { getFormDetails } from '../forms/forms';
import { paymentView, paymentWithIds } from './payment-view';

export type SubmissionRow = typeof submissions.$inferSelect;

export type { SubmissionView } from '@front-office/shared/core';

/** Filter of the list beyond the spec: a payment status, or `none` for submissions without payment. */
export type PaymentStatusFilter = CanonicalPaymentStatus | 'none';

export interface ListQuery {
  page: number;
  pageSize: number;
  /** Searched in the answers' values, case-insensitively. */
  search?: string | undefined;
  paymentStatus?: PaymentStatusFilter | undefined;
}

/** Refunds of each payment line of a submission, in cents by line id: done or under way (`refunded`), and of those still pending at the provider. */
export interface LineRefunds {
  refunded: Map<string, number>;
  pending: Map<string, number>;
}

/** The refunds of each payment line of these submissions: submission id → LineRefunds. */
export async function refundsByLine(db: AppDb, submissionIds: string[]): Promise<Map<string, LineRefunds>> {
  const result = new Map<string, LineRefunds>();
  if (submissionIds.length === 0) return result;
  const rows = await db
    .select({
      submissionId: submissionRefunds.submissionId,
      detailId: submissionRefunds.detailId,
      total: sql<string>`sum(${submissionRefunds.amount})`,
      pending: sql<string>`coalesce(sum(${submissionRefunds.amount}) filter (where ${submissionRefunds.status} = 'pending'), 0)`,
    })
    .from(submissionRefunds)
    .where(and(inArray(submissionRefunds.submissionId, submissionIds), eq(submissionRefunds.kind, 'refund'), inArray(submissionRefunds.status, ['pending', 'succeeded'])))
    .groupBy(submissionRefunds.submissionId, submissionRefunds.detailId);
  for (const row of rows) {
    const lines = result.get(row.submissionId) ?? { refunded: new Map<string, number>(), pending: new Map<string, number>() };
    lines.refunded.set(row.detailId, Number(row.total));
    if (Number(row.pending) > 0) lines.pending.set(row.detailId, Number(row.pending));
    result.set(row.submissionId, lines);
  }
  return result;
}

/** Cents refunded (done or under way) per payment line of these submissions: submission id → line id → cents. */
export async function refundedByLine(db: AppDb, submissionIds: string[]): Promise<Map<string, Map<string, number>>> {
  const refunds = await refundsByLine(db, submissionIds);
  return new Map([...refunds].map(([submissionId, lines]) => [submissionId, lines.refunded]));
}

export function toSubmissionView(row: SubmissionRow, refunded: ReadonlyMap<string, number> = new Map(), pending: ReadonlyMap<string, number> = new Map()): SubmissionView {
  const payment = paymentView(paymentWithIds(row.payment, row.id), refunded, pending);
  const coupon = (row.coupon as Coupon | null) ?? null;
  return { id: row.id, date: row.date.toISOString(), fields: row.fields as SubmissionField[], payment, coupon, money: paymentMoney(payment, coupon) };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function filters(formId: string, query: ListQuery): SQL[] {
  const where: SQL[] = [eq(submissions.formId, formId)];
  const search = query.search?.trim();
  if (search) {
    // Each answer's value is JSON text of { value }: the search reads values, never field ids.
    where.push(sql`exists (select 1 from jsonb_array_elements(${submissions.fields}) as answer where answer ->> 'value' ilike ${`%${escapeLike(search)}%`})`);
  }
  if (query.paymentStatus === 'none') where.push(sql`(${submissions.payment} is null or jsonb_typeof(${submissions.payment}) = 'null')`);
  else if (query.paymentStatus) {
    const spellings = paymentStatusSpellings(query.paymentStatus);
    where.push(sql`lower(${submissions.payment} ->> 'status') in (${sql.join(spellings.map((spelling) => sql`${spelling}`), sql`, `)})`);
  }
  return where;
}

/** One page of a form's submissions, last sent first; null when the form is not the organization's. */
export async function listSubmissions(db: AppDb, organizationId: string, formId: string, query: ListQuery): Promise<{ form: Form; submissions: { data: SubmissionView[]; totalCount: number } } | null> {
  const details = await getFormDetails(db, formId, organizationId);
  if (!details) return null;
  const where = and(...filters(formId, query));
  const [total] = await db.select({ total: count() }).from(submissions).where(where);
  const rows = await db
    .select()
    .from(submissions)
    .where(where)
    .orderBy(desc(submissions.date), asc(submissions.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const refunds = await refundsByLine(db, rows.map((row) => row.id));
  const view = (row: SubmissionRow) => toSubmissionView(row, refunds.get(row.id)?.refunded, refunds.get(row.id)?.pending);
  return { form: details.form, submissions: { data: rows.map(view), totalCount: total?.total ?? 0 } };
}

/** The submission of that form in that organization, or null. */
export async function findSubmission(db: AppDb, organizationId: string, formId: string, submissionId: string): Promise<SubmissionRow | null> {
  const [row] = await db
    .select({ submission: submissions })
    .from(submissions)
    .innerJoin(forms, eq(forms.id, submissions.formId))
    .where(and(eq(submissions.id, submissionId), eq(submissions.formId, formId), eq(forms.organizationId, organizationId)));
  return row?.submission ?? null;
}

/** `{ form, submission }` (spec 000 §3 detail answer), or null when either is not the organization's. */
export async function getSubmissionDetails(db: AppDb, organizationId: string, formId: string, submissionId: string): Promise<{ form: Form; submission: SubmissionView } | null> {
  const details = await getFormDetails(db, formId, organizationId);
  if (!details) return null;
  const row = await findSubmission(db, organizationId, formId, submissionId);
  if (!row) return null;
  const refunds = (await refundsByLine(db, [row.id])).get(row.id);
  return { form: details.form, submission: toSubmissionView(row, refunds?.refunded, refunds?.pending) };
}


/** What happened to the submission, oldest first: sent, then each edit, refund and cancel. */
export async function submissionHistoryOf(db: AppDb, submission: SubmissionRow): Promise<SubmissionHistoryEntry[]> {
  const rows = await db
    .select({ entry: submissionHistory, user: { id: users.id, firstName: users.firstName, name: users.name } })
    .from(submissionHistory)
    .leftJoin(users, eq(users.id, submissionHistory.userId))
    .where(eq(submissionHistory.submissionId, submission.id))
    .orderBy(asc(submissionHistory.createdAt), asc(submissionHistory.id));
  const created: SubmissionHistoryEntry = { id: `${submission.id}-created`, kind: 'created', date: submission.date.toISOString(), by: null, details: {} };
  return [
    created,
    ...rows.map(({ entry, user }) => ({
      id: entry.id,
      kind: entry.kind,
      date: entry.createdAt.toISOString(),
      by: user?.id ? { id: user.id, firstName: user.firstName, name: user.name } : null,
      details: entry.details,
    })),
  ];
}
