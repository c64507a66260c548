import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { files, forms, submissionHistory, submissions } from '../../db/schema';
import { DomainError } from '../../lib/http-error';
import type { FieldType, FormContent, FormValues, SubmissionField } from '@front-office/shared/core';
import { claimedProducts, fromSubmissionFields, parseCopyFieldId, toSubmissionFields, validateSubmission } from '@front-office/shared/core';
import { attachFiles, parseContent } from './public-submission';
import type { SubmissionRead } from './submission-intake';
import { moneyBlockingDelete } from './money-held';
import type { SubmissionRow } from './queries';
import { refundedByLine, toSubmissionView } from './queries';
import { releaseClaims } from '../payments/payment-holds';
import { formRulesEngine } from '../forms/form-content-cache';
import { storeFilesFirst } from '../files/files';

const FILE_FIELD_TYPES = new Set<FieldType>(['UploadFile', 'Signature', 'TakePicture']);
// Answers that set a price: once paid, changing them would make the payment wrong.
const PRICED_FIELD_TYPES = new Set<FieldType>(['PaymentOptionList', 'PaymentChoiceList', 'Products']);

function fieldTypes(content: FormContent): Map<string, FieldType> {
  const types = new Map<string, FieldType>();
  for (const step of content.steps) for (const section of step.sections) for (const field of section.fields) types.set(field.id, field.type);
  return types;
}

const typeOf = (types: Map<string, FieldType>, key: string) => types.get(parseCopyFieldId(key).fieldId);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Product quantities claimed by other submissions: this one's own lines are not counted against it. */
function claimedByOthers(fieldProperties: unknown, types: Map<string, FieldType>, previous: FormValues): Record<string, number> {
  const claimed = claimedProducts(fieldProperties);
  for (const [key, value] of Object.entries(previous)) {
    if (typeOf(types, key) !== 'Products' || !Array.isArray(value)) continue;
    for (const line of value) {
      if (typeof line === 'object' && line !== null && claimed[line.id] !== undefined) claimed[line.id] = Math.max(0, (claimed[line.id] ?? 0) - line.quantity);
    }
  }
  return claimed;
}

/** Ids of the answers that differ between two stored versions (a repeatable section by its id). */
export function changedAnswerIds(before: SubmissionField[], after: SubmissionField[]): string[] {
  const key = (field: SubmissionField) => `${field.id}\u0000${field.rowId ?? ''}`;
  const old = new Map(before.map((field) => [key(field), field.value]));
  const now = new Map(after.map((field) => [key(field), field.value]));
  const ids = new Set<string>();
  for (const [k, value] of now) if (!old.has(k) || !same(JSON.parse(old.get(k) ?? 'null'), JSON.parse(value))) ids.add(k.split('\u0000')[0] ?? k);
  for (const k of old.keys()) if (!now.has(k)) ids.add(k.split('\u0000')[0] ?? k);
  return [...ids];
}

/**
 * The staff edit (PUT, spec 000 §7): the answers are checked exactly as a public submission's,
 * with the same shared/core rules and the same file checks; an upload field keeps its stored file
 * unless a new one is sent. Priced answers of a paid submission cannot change (the payment was
 * decided on them). New files are stored first, one short statement each (as for a public
 * submission); then one transaction stores the answers and the history entry and drops the
 * replaced files. The form row and its parsed content are the ones readSubmission read.
 */
export async function updateSubmission(db: AppDb, row: SubmissionRow, { form, content: parsed, body }: SubmissionRead, userId: string) {
  if (!parsed.ok) throw new Error(`form ${form.id} has invalid content: ${parsed.error}`);
  const content = parsed.content;
  const types = fieldTypes(content);

  const previousFields = row.fields as SubmissionField[];
  const previous = fromSubmissionFields(content, previousFields);
  const values = fromSubmissionFields(content, parseContent(body.fields.get('Content')));
  const uploads = attachFiles(content, values, body.files);
  const replaced = new Set(uploads.map((upload) => upload.path));
  for (const [key, value] of Object.entries(previous)) {
    if (!FILE_FIELD_TYPES.has(typeOf(types, key) as FieldType) || typeof value !== 'string' || !(key in values)) continue;
    if (values[key] === null) values[key] = value;
  }

  if (row.payment !== null && typeof row.payment === 'object') {
    const locked = Object.keys(values).filter((key) => PRICED_FIELD_TYPES.has(typeOf(types, key) as FieldType) && !same(values[key], previous[key]));
    if (locked.length > 0) {
      throw new DomainError(400, 'Priced answers of a paid submission cannot change', { errors: locked, fields: Object.fromEntries(locked.map((id) => [id, { key: 'submission.pricedAnswerLocked' }])) }, { code: 'pricedAnswerLocked' });
    }
  }

  const today = new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
  // The rules evaluated once, for validation and storage (the engine is compiled once per content, as for a public submission).
  const { states } = formRulesEngine(content).evaluate(values);
  // `previous`: what staff keep as stored is not refused for a field or option the designer locked since.
  const fieldErrors = validateSubmission(content, values, { today, claimed: claimedByOthers(form.fieldProperties, types, previous), previous }, states);
  if (Object.keys(fieldErrors).length > 0) throw new DomainError(400, 'Some answers are not valid', { errors: Object.keys(fieldErrors), fields: fieldErrors }, { code: 'invalidAnswers' });
  const fields = toSubmissionFields(content, values, states);

  const changed = changedAnswerIds(previousFields, fields);
  // Files no longer referenced: the ones replaced, and those of answers the rules now hide.
  const kept = new Set(Object.values(values).filter((value): value is string => typeof value === 'string'));
  const dropped = Object.entries(previous)
    .filter(([key, value]) => FILE_FIELD_TYPES.has(typeOf(types, key) as FieldType) && typeof value === 'string' && value.startsWith('uploads/') && !kept.has(value))
    .map(([, value]) => value as string);

  // The new files first, each in a short statement of its own (files.ts storeFiles), tied to the
  // form (0004: readable with FORM_SUBMISSION read in its organization only): the transaction
  // writes no file bytes. Not stored after all, the files go with it.
  const dropUploads = await storeFilesFirst(db, uploads, row.formId);
  const updated = await db
    .transaction(async (tx) => {
      const [saved] = await tx.update(submissions).set({ fields }).where(eq(submissions.id, row.id)).returning();
      if (!saved) return undefined;
      if (dropped.length > 0) await tx.delete(files).where(inArray(files.path, dropped));
      if (changed.length > 0) {
        await tx.insert(submissionHistory).values({ id: randomUUID(), submissionId: row.id, kind: 'edited', userId, details: { changed, filesReplaced: [...replaced].length } });
      }
      return saved;
    })
    .catch(async (error: unknown) => {
      await dropUploads();
      throw error;
    });
  if (!updated) {
    await dropUploads();
    throw new DomainError(404, 'Submission not found', { errors: [] });
  }
  const refunded = await refundedByLine(db, [row.id]);
  return toSubmissionView(updated, refunded.get(row.id));
}

/** Paths of the files a submission's answers point at. */
function uploadedPaths(fields: SubmissionField[]): string[] {
  const paths: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string' && /^uploads\/[^/]+\/[^/]+$/.test(value)) paths.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(visit);
  };
  for (const field of fields) {
    try {
      visit((JSON.parse(field.value) as { value?: unknown }).value);
    } catch {
      // not JSON: no file in it
    }
  }
  return paths;
}

/**
 * Deletes a submission, its files and its history, and gives back its place under the form's limit,
 * its product stock and its discount code use (those not given back already).
 * Refused (409) while its payment holds money not given back or still moving (a charge under way
 * or planned): refund or cancel first, so no money is forgotten. A card payment the visitor never
 * completed does not hold it back; its card and planned charges go with it (foreign keys, 0016).
 * The refund records stay.
 * `paymentIntentId`, when sent, must be the submission's (the client deletes what it showed).
 */
export async function deleteSubmission(db: AppDb, organizationId: string, formId: string, submissionId: string, paymentIntentId?: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ submission: submissions })
      .from(submissions)
      .innerJoin(forms, eq(forms.id, submissions.formId))
      .where(and(eq(submissions.id, submissionId), eq(submissions.formId, formId), eq(forms.organizationId, organizationId)))
      .for('update', { of: submissions });
    if (!found) return false;
    const refunded = await refundedByLine(tx, [submissionId]);
    const view = toSubmissionView(found.submission, refunded.get(submissionId));
    if (paymentIntentId !== undefined) {
      const intents = new Set([view.payment?.paymentIntentId, ...(view.payment?.paymentDetails.map((detail) => detail.paymentIntentId) ?? [])]);
      if (!intents.has(paymentIntentId)) throw new DomainError(400, 'paymentIntentId is not the payment of this submission', { errors: ['paymentIntentMismatch'] });
    }
    const blocking = await moneyBlockingDelete(tx, eq(submissions.id, submissionId));
    if (blocking === 'moneyHeld') throw new DomainError(409, 'This submission holds a payment that was not refunded: refund it before deleting', { errors: ['moneyHeld'] });
    if (blocking === 'paymentInProgress') throw new DomainError(409, 'This submission has a payment under way or planned: cancel it before deleting', { errors: ['paymentInProgress'] });
    const paths = uploadedPaths(view.fields);
    // Before the row goes (its claims go with it): its place, stock and code use come back.
    await releaseClaims(tx, { id: submissionId, formId }, { place: true });
    await tx.delete(submissions).where(eq(submissions.id, submissionId));
    if (paths.length > 0) await tx.delete(files).where(inArray(files.path, paths));
    return true;
  });
}
