import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { forms, reports } from '../../db/schema';
import type { Language, ListResponse, LocalizedText, Report, ReportContent } from '@front-office/shared/core';
import { submissionCountOf } from '../submissions/submission-count';

type ReportRow = typeof reports.$inferSelect;

/** A saved report as the API answers it (spec 001 §3 Report), with its dates. */
export interface SavedReport extends Report {
  name: string;
  creationDate: string;
  modificationDate: string;
}

function toReport(row: ReportRow): SavedReport {
  return {
    id: row.id,
    formId: row.formId,
    culture: row.culture,
    content: row.content as ReportContent,
    name: row.name,
    creationDate: row.creationDate.toISOString(),
    modificationDate: row.modificationDate.toISOString(),
  };
}

/** Whether the form belongs to the organization (a form of another organization is not found). */
export async function formInOrganization(db: AppDb, organizationId: string, formId: string): Promise<boolean> {
  const [row] = await db.select({ id: forms.id }).from(forms).where(and(eq(forms.id, formId), eq(forms.organizationId, organizationId)));
  return row !== undefined;
}

/** The form's saved reports by name. */
export async function listReports(db: AppDb, formId: string): Promise<SavedReport[]> {
  const rows = await db.select().from(reports).where(eq(reports.formId, formId)).orderBy(asc(reports.name), asc(reports.id));
  return rows.map(toReport);
}

export async function findReport(db: AppDb, formId: string, reportId: string): Promise<SavedReport | null> {
  const [row] = await db.select().from(reports).where(and(eq(reports.id, reportId), eq(reports.formId, formId)));
  return row ? toReport(row) : null;
}

export interface ReportInput {
  culture: Language;
  content: ReportContent;
}

/**
 * Inserts a report under `id` (the client's fresh id, or a new one); null when this form already
 * has a report with that id. An id taken by a report of another form is answered as any fresh id
 * would be, under a new id of ours: the answer never tells that the id exists elsewhere.
 */
export async function insertReport(db: AppDb, formId: string, input: ReportInput & { id?: string | undefined }, userId: string): Promise<SavedReport | null> {
  const insert = (id: string) =>
    db.insert(reports).values({ id, formId, culture: input.culture, name: input.content.name, content: input.content, createdBy: userId }).onConflictDoNothing().returning();
  const [row] = await insert(input.id ?? randomUUID());
  if (row) return toReport(row);
  if (!input.id || (await findReport(db, formId, input.id))) return null;
  const [fresh] = await insert(randomUUID());
  return fresh ? toReport(fresh) : null;
}

/** Replaces a report's culture and content; null when the form has no such report. */
export async function updateReport(db: AppDb, formId: string, reportId: string, input: ReportInput): Promise<SavedReport | null> {
  const [row] = await db
    .update(reports)
    .set({ culture: input.culture, name: input.content.name, content: input.content, modificationDate: new Date() })
    .where(and(eq(reports.id, reportId), eq(reports.formId, formId)))
    .returning();
  return row ? toReport(row) : null;
}

export async function deleteReport(db: AppDb, formId: string, reportId: string): Promise<boolean> {
  const deleted = await db.delete(reports).where(and(eq(reports.id, reportId), eq(reports.formId, formId))).returning({ id: reports.id });
  return deleted.length > 0;
}

/** A form as the reports area lists it. */
export interface ReportForm {
  id: string;
  name: LocalizedText;
  status: number;
  submissionCount: number;
  reportCount: number;
  modificationDate: string;
}

/** One page of the organization's forms with their report counts, last modified first. */
export async function listReportForms(db: AppDb, organizationId: string, page: number, pageSize: number): Promise<ListResponse<ReportForm>> {
  const [total] = await db.select({ total: count() }).from(forms).where(eq(forms.organizationId, organizationId));
  // Written out in full: drizzle renders a column without its table, which inside the subquery would mean reports.id.
  const reportCount = sql<number>`(SELECT count(*) FROM reports r WHERE r.form_id = "forms"."id")::int`;
  const rows = await db
    .select({ id: forms.id, name: forms.name, status: forms.status, submissionCount: submissionCountOf(), modificationDate: forms.modificationDate, reportCount })
    .from(forms)
    .where(eq(forms.organizationId, organizationId))
    .orderBy(desc(forms.modificationDate), asc(forms.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    data: rows.map((row) => ({ ...row, name: row.name as LocalizedText, reportCount: Number(row.reportCount), modificationDate: row.modificationDate.toISOString() })),
    totalCount: total?.total ?? 0,
  };
}
