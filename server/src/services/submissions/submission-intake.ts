import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDb } from '../../db/client';
import { forms, organizations } from '../../db/schema';
import type { ParseFormContentResult } from '@front-office/shared/core';
import { parseCopyFieldId } from '@front-office/shared/core';
import { parsedFormContent } from '../forms/form-content-cache';
import type { MultipartBody } from '../files/multipart';
import { readMultipart } from '../files/multipart';
import { MAX_SUBMISSION_FILE_BYTES, StaleFormRead, formVersion, submitPublicForm, uploadFieldTypes } from './public-submission';
import type { SubmitOptions } from './public-submission';
import { DomainError, notFound } from '../../lib/http-error';
import { oncePerDatabase } from '../../db/once-per-database';
import { BoundedCache } from '../../lib/bounded-cache';

/** The text parts of a public submission (spec 001 §7) and their maximum size in bytes. */
export const SUBMISSION_TEXT_PARTS: Record<string, number> = {
  Content: 1024 * 1024,
  CustomerEmail: 254,
  Culture: 16,
  RecaptchaToken: 8 * 1024,
  Coupon: 100,
  PaymentMethod: 50,
  PaymentMode: 200,
  SetupIntentId: 255,
  // Issue 8: the second provider's card token and the card-holder name.
  token: 255,
  cardHolderName: 200,
};

/** A text part not listed above (a later client's part): short, or list it with its own size. */
export const OTHER_SUBMISSION_TEXT_MAX = 1024;
/** File parts in one submission, whatever the form holds. */
export const MAX_SUBMISSION_FILES = 10;
/** The whole body of one submission. */
export const MAX_SUBMISSION_BYTES = 25 * 1024 * 1024;
/** The form row, and its organization's name (the registration's e-mails name it: read in the same query). */
export type SubmissionFormRow = typeof forms.$inferSelect & { organizationName: string };

/** What the intake read (submitPublicForm need not read the form again), its parsed content and the body. */
export interface SubmissionRead {
  form: SubmissionFormRow;
  content: ParseFormContentResult;
  body: MultipartBody;
  /**
   * The row's version when the form came from the intake's cache rather than the database (see
   * reusableForm): the submission's statement stores nothing unless the rows still have it.
   */
  cachedVersion: string | null;
}

// The form of a submission, as a named prepared statement: built once per database, parsed and
// planned once per PostgreSQL connection (it runs on every submission), with the form's version
// (public-submission.ts formVersion).
const formQuery = oncePerDatabase((db) =>
  db
    .select({ ...getTableColumns(forms), organizationName: organizations.name, rowVersion: formVersion })
    .from(forms)
    .innerJoin(organizations, eq(organizations.id, forms.organizationId))
    .where(and(eq(forms.id, sql.placeholder('formId')), eq(forms.organizationId, sql.placeholder('organizationId'))))
    .prepare('submission_intake_form'),
);

/** Forms kept by the intake, per database, and their content's text in all; past either the least recently used leave. */
export const FORM_CACHE_SIZE = 256;
export const FORM_CACHE_MAX_CHARS = 16 * 1024 * 1024;

const formCaches = oncePerDatabase(
  () => new BoundedCache<{ form: SubmissionFormRow; version: string }>({ maxEntries: FORM_CACHE_SIZE, maxWeight: FORM_CACHE_MAX_CHARS }, (entry) => entry.form.content.length),
);

/**
 * A form whose submissions all take the one statement that counts and stores them
 * (public-submission.ts countAndInsert's `slot`): no limit, no payment, no upload field. That
 * statement checks the form's version, so such a form may be read from the cache; every other
 * way of storing a submission reads the form in the database.
 */
function reusableForm(form: SubmissionFormRow, content: ParseFormContentResult): boolean {
  return form.submissionLimit === null && !form.paymentEnabled && content.ok && uploadFieldTypes(content.content).size === 0;
}

/**
 * The form `formId` of `organizationId`, every column, with its version, or undefined. With
 * `reuse`, a form read before comes from the cache (`cached`) when reusableForm; the form read in
 * the database is kept there for the next submission.
 */
export async function findSubmissionForm(
  db: AppDb,
  organizationId: string,
  formId: string,
  reuse = false,
): Promise<{ form: SubmissionFormRow; version: string; cached: boolean } | undefined> {
  const cache = formCaches(db);
  const key = `${organizationId}/${formId}`;
  const hit = reuse ? cache.get(key) : undefined;
  if (hit) return { ...hit, cached: true };
  const [row] = await formQuery(db).execute({ formId, organizationId });
  cache.delete(key);
  if (!row) return undefined;
  const { rowVersion: version, ...form } = row;
  if (reusableForm(form, parsedFormContent(form))) cache.set(key, { form, version });
  return { form, version, cached: false };
}

/**
 * Reads a public submission's body within bounds decided by its form before any byte of it is
 * read: file parts only for the form's upload fields (Signature, TakePicture, UploadFile; one per
 * field or copy, 10 MB each), short text parts, a capped number of parts and total size. Returns
 * null when the form does not exist in that organization (the body is left unread); else the
 * form row as read (every column), its parsed content and the body. `reuse`: the public
 * submission's, see findSubmissionForm.
 */
export async function readSubmission(
  db: AppDb,
  request: FastifyRequest,
  organizationId: string,
  formId: string,
  reuse = false,
): Promise<SubmissionRead | null> {
  const found = await findSubmissionForm(db, organizationId, formId, reuse);
  if (!found) return null;
  const { form } = found;
  const cachedVersion = found.cached ? found.version : null;
  const content = parsedFormContent(form);
  const uploadFields = content.ok ? uploadFieldTypes(content.content) : new Map();
  const listed = Object.keys(SUBMISSION_TEXT_PARTS).length;
  const body = await readMultipart(request, {
    text: SUBMISSION_TEXT_PARTS,
    otherTextMax: OTHER_SUBMISSION_TEXT_MAX,
    acceptsFile: (name) => uploadFields.has(parseCopyFieldId(name).fieldId),
    maxFileBytes: MAX_SUBMISSION_FILE_BYTES,
    maxParts: listed + MAX_SUBMISSION_FILES + 4,
    maxFiles: MAX_SUBMISSION_FILES,
    maxBytes: MAX_SUBMISSION_BYTES,
    keepTooLarge: true,
  });
  return { form, content, body, cachedVersion };
}

/**
 * submitPublicForm with what readSubmission read (with `reuse`). A form from the cache decides
 * nothing alone: when the submission could not be stored as read (StaleFormRead: the rows changed
 * since) or was refused (a DomainError: closed, invalid answers…, all decided before anything is
 * stored), the form is read again in the database; a refusal stands if the form is unchanged,
 * else the same body is submitted with the form as it now is.
 */
export async function submitWithIntake(db: AppDb, options: SubmitOptions): Promise<string> {
  try {
    return await submitPublicForm(db, options);
  } catch (error) {
    const { form, body, cachedVersion } = options.read;
    if (cachedVersion === null || !(error instanceof StaleFormRead || error instanceof DomainError)) throw error;
    const found = await findSubmissionForm(db, form.organizationId, form.id);
    if (!found) throw notFound('Form not found');
    if (error instanceof DomainError && found.version === cachedVersion) throw error;
    return submitPublicForm(db, { ...options, read: { form: found.form, content: parsedFormContent(found.form), body, cachedVersion: null } });
  }
}
