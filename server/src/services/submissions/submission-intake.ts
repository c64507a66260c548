import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDb } from '../../db/client';
import { forms, organizations } from '../../db/schema';
import type { ParseFormContentResult } from '@front-office/shared/core';
import { parseCopyFieldId } from '@front-office/shared/core';
import { parsedFormContent } from '../forms/form-content-cache';
import type { MultipartBody } from '../files/multipart';
import { readMultipart } from '../files/multipart';
import { MAX_SUBMISSION_FILE_BYTES, uploadFieldTypes } from './public-submission';
import { oncePerDatabase } from '../../db/once-per-database';

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

/** What the intake read: the form row (handed to submitPublicForm, which need not read it again), its parsed content and the body. */
export interface SubmissionRead {
  form: SubmissionFormRow;
  content: ParseFormContentResult;
  body: MultipartBody;
}

// The form of a submission, as a named prepared statement: built once per database, parsed and
// planned once per PostgreSQL connection (it runs on every submission).
const formQuery = oncePerDatabase((db) =>
  db
    .select({ ...getTableColumns(forms), organizationName: organizations.name })
    .from(forms)
    .innerJoin(organizations, eq(organizations.id, forms.organizationId))
    .where(and(eq(forms.id, sql.placeholder('formId')), eq(forms.organizationId, sql.placeholder('organizationId'))))
    .prepare('submission_intake_form'),
);

/** The form `formId` of `organizationId`, every column, or undefined. */
export async function findSubmissionForm(db: AppDb, organizationId: string, formId: string): Promise<SubmissionFormRow | undefined> {
  const [form] = await formQuery(db).execute({ formId, organizationId });
  return form;
}

/**
 * Reads a public submission's body within bounds decided by its form before any byte of it is
 * read: file parts only for the form's upload fields (Signature, TakePicture, UploadFile; one per
 * field or copy, 10 MB each), short text parts, a capped number of parts and total size. Returns
 * null when the form does not exist in that organization (the body is left unread); else the
 * form row as read (every column), its parsed content and the body.
 */
export async function readSubmission(
  db: AppDb,
  request: FastifyRequest,
  organizationId: string,
  formId: string,
): Promise<SubmissionRead | null> {
  const form = await findSubmissionForm(db, organizationId, formId);
  if (!form) return null;
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
  return { form, content, body };
}
