import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/client';
import { COUNT_SLOTS, COUNT_SLOT_SETTING } from '../../db/client';
import { forms, organizations, paymentInstallments, submissionPayments, submissions } from '../../db/schema';
import type { Field, FieldType, FormContent, FormValues, Language, SubmissionField } from '@front-office/shared/core';
import {
  DOCUMENT_CONTENT_TYPES,
  EMAIL_PATTERN,
  FormStatus,
  LANGUAGES,
  answerTypeError,
  claimedProducts,
  combineFieldErrors,
  isDocumentType,
  parseCopyFieldId,
  productShortageError,
  readSubmissionFields,
  toSubmissionFields,
  validateSubmission,
} from '@front-office/shared/core';
import { closedReason } from '../forms/forms';
import { DomainError, notFound } from '../../lib/http-error';
import type { NewFile } from '../files/files';
import type { ByteSignature } from '../files/images';
import { IMAGE_SIGNATURES, matchSignature } from '../files/images';
import { storeFilesFirst } from '../files/files';
import type { UploadedFile } from '../files/multipart';
import { safeFileName } from '../files/multipart';
import { claimDiscountCode, claimProducts, priceSubmission } from '../payments/submission-payment';
import type { ProductShortage } from '../payments/submission-payment';
import { isStorableText } from '../payments/storable-text';
import { recordClaims } from '../payments/payment-holds';
import type { SubmissionFormRow, SubmissionRead } from './submission-intake';
import { submissionCountOf } from './submission-count';
import { formRulesEngine } from '../forms/form-content-cache';
import { oncePerDatabase } from '../../db/once-per-database';
import { mailServiceOf, newSubmissionDrafts, newSubmissionReceipt, recordDrafts, sendsMail, wakeAfterCommit } from '../mail/mail-service';
import { draftRows, recordMailsSql } from '../mail/outbox';
import type { MailDraft, MailLimits } from '../mail/outbox';

export const MAX_SUBMISSION_FILE_BYTES = 10 * 1024 * 1024;

/** Codes of a refused submission; the first three are the spec 001 §8 ones the public form maps. */
export type SubmissionErrorCode = 'noRecaptcha' | 'submissionLimit' | 'formClosed' | 'invalidContent' | 'invalidCustomerEmail' | 'invalidCulture' | 'invalidPaymentMethod';

/** Longest accepted text of each payment part (spec 001 §3); a longer one is refused, not cut. */
export const PAYMENT_PART_MAX_LENGTHS = { Coupon: 50, PaymentMode: 100, SetupIntentId: 255, token: 255, cardHolderName: 200, PaymentMethod: 20 } as const;

/** Why one answer (or file) was refused: a `validation.*` key of shared/core, or a file problem. */
export interface SubmissionFieldError {
  key: string;
  params?: Record<string, string | number>;
  /** The field's other problems (every product in error of a Products field), each with its message. */
  more?: SubmissionFieldError[];
}

export type RecaptchaVerifier = (token: string, remoteIp: string) => Promise<boolean>;

/** Google's server-side check of a reCAPTCHA token. */
export function googleRecaptchaVerifier(secret: string): RecaptchaVerifier {
  return async (token, remoteIp) => {
    const response = await fetch('https://www.google.com/recaptcha/api/siteverify', {
      method: 'POST',
      body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return false;
    const answer = (await response.json()) as { success?: unknown };
    return answer.success === true;
  };
}

// Read from the bytes: the visitor's browser names the type, but it can say anything.
const DOCUMENT_SIGNATURES: ByteSignature[] = [
  ...IMAGE_SIGNATURES,
  { bytes: [0x47, 0x49, 0x46, 0x38], contentType: 'image/gif' },
  { bytes: [0x57, 0x45, 0x42, 0x50], offset: 8, contentType: 'image/webp' },
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], contentType: DOCUMENT_CONTENT_TYPES.pdf },
  // docx and xlsx are zip files; doc and xls are OLE compound files.
  { bytes: [0x50, 0x4b, 0x03, 0x04], contentType: 'application/zip' },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], contentType: 'application/x-ole-storage' },
];

const FILE_TYPES: Partial<Record<FieldType, readonly ByteSignature[]>> = {
  UploadFile: DOCUMENT_SIGNATURES,
  Signature: IMAGE_SIGNATURES,
  TakePicture: IMAGE_SIGNATURES,
};

function detectType(bytes: Buffer, signatures: readonly ByteSignature[], fileName: string): string | null {
  const found = matchSignature(bytes, signatures);
  if (!found) return null;
  if (found.contentType === 'application/zip' || found.contentType === 'application/x-ole-storage') {
    const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
    const expected = found.contentType === 'application/zip' ? ['docx', 'xlsx'] : ['doc', 'xls'];
    return isDocumentType(extension) && expected.includes(extension) ? DOCUMENT_CONTENT_TYPES[extension] : null;
  }
  return found.contentType;
}

/** The extension a stored file takes from its type as read from its bytes (never the visitor's). */
const EXTENSION_OF: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  ...Object.fromEntries(Object.entries(DOCUMENT_CONTENT_TYPES).map(([extension, type]) => [type, extension])),
};

/**
 * The stored name of an upload: the visitor's name without its extension, then the extension of
 * the type its bytes are (`photo.exe` holding a JPEG is stored `photo.jpg`), so no stored file is
 * named as something it is not.
 */
export function storedFileName(fileName: string, contentType: string): string {
  const safe = safeFileName(fileName, 'file');
  const dot = safe.lastIndexOf('.');
  const base = dot > 0 ? safe.slice(0, dot) : safe;
  const extension = EXTENSION_OF[contentType];
  return extension ? `${base.slice(0, 110)}.${extension}` : safe;
}

/** The `Content` part: the answers as submission fields (spec 000 §3), bare or as `{ fields }`. */
function parseContent(text: string | undefined): SubmissionField[] {
  const invalid = () => new DomainError(400, 'Content must be JSON: a list of { id, rowId, value }', { errors: ['invalidContent'] });
  if (text === undefined) throw invalid();
  let decoded: unknown;
  try {
    decoded = JSON.parse(text);
  } catch {
    throw invalid();
  }
  const list: unknown = Array.isArray(decoded) ? decoded : (decoded as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(list)) throw invalid();
  return list.map((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null || typeof (entry as { id?: unknown }).id !== 'string') throw invalid();
    const { id, rowId, value } = entry as { id: string; rowId?: unknown; value?: unknown };
    // The value is JSON text of { value }; a client that sent the bare value is understood too.
    return { id, rowId: typeof rowId === 'string' ? rowId : null, value: typeof value === 'string' ? value : JSON.stringify({ value: value ?? null }) };
  });
}

/** Each field (or copy) with its products beyond what is left, every one named (spec 001 §5 Products). */
function shortageErrors(shortages: ProductShortage[]): Record<string, SubmissionFieldError> {
  const byKey = new Map<string, ProductShortage[]>();
  for (const shortage of shortages) byKey.set(shortage.key, [...(byKey.get(shortage.key) ?? []), shortage]);
  const fields: Record<string, SubmissionFieldError> = {};
  for (const [key, list] of byKey) {
    const error = combineFieldErrors(list.map((shortage) => productShortageError(shortage.product, shortage.left)));
    if (error) fields[key] = error;
  }
  return fields;
}

export function uploadFieldTypes(content: FormContent): Map<string, FieldType> {
  const types = new Map<string, FieldType>();
  for (const step of content.steps) {
    for (const section of step.sections) for (const field of section.fields) if (FILE_TYPES[field.type]) types.set(field.id, field.type);
  }
  return types;
}

/**
 * Puts the uploaded files in their fields' answers. An upload field's answer comes only from a
 * file sent with the submission (a path in `Content` could point at someone else's file); files
 * for unknown fields or copies that do not exist are ignored, wrong types and sizes refused.
 */
function attachFiles(content: FormContent, values: FormValues, uploaded: UploadedFile[]): NewFile[] {
  const types = uploadFieldTypes(content);
  for (const key of Object.keys(values)) if (types.has(parseCopyFieldId(key).fieldId)) values[key] = null;
  const stored: NewFile[] = [];
  const errors: Record<string, SubmissionFieldError> = {};
  for (const file of uploaded) {
    const type = types.get(parseCopyFieldId(file.fieldName).fieldId);
    if (!type || !(file.fieldName in values) || file.bytes.length === 0) continue;
    if (file.tooLarge) {
      errors[file.fieldName] = { key: 'file.tooLarge', params: { max: MAX_SUBMISSION_FILE_BYTES } };
      continue;
    }
    const contentType = detectType(file.bytes, FILE_TYPES[type] ?? [], file.fileName);
    if (!contentType) {
      errors[file.fieldName] = { key: 'file.type' };
      continue;
    }
    const id = randomUUID();
    const path = `uploads/${id}/${storedFileName(file.fileName, contentType)}`;
    values[file.fieldName] = path;
    stored.push({ id, path, contentType, bytes: file.bytes });
  }
  if (Object.keys(errors).length > 0) throw new DomainError(400, 'Some files were refused', { errors: Object.keys(errors), fields: errors }, { code: 'invalidFiles' });
  return stored;
}

/**
 * Every answer checked against its field (issue 8): a value of the wrong type, an option that is
 * not among the field's options or a product that is not among its products is refused, so a
 * visitor cannot make up a priced choice; an answer of no answer shape at all (`unreadable`, such
 * as a quantity "2") is refused too, never ignored (issue 18 §2).
 */
function answerTypeErrors(content: FormContent, values: FormValues, unreadable: readonly string[] = []): Record<string, SubmissionFieldError> {
  const byId = new Map<string, Field>();
  for (const step of content.steps) for (const section of step.sections) for (const field of section.fields) byId.set(field.id, field);
  const errors: Record<string, SubmissionFieldError> = {};
  for (const key of unreadable) errors[key] = { key: 'validation.invalidAnswer' };
  for (const [key, value] of Object.entries(values)) {
    const field = byId.get(parseCopyFieldId(key).fieldId);
    const error = field && !(key in errors) ? answerTypeError(field, value) : null;
    if (error) errors[key] = { key: error };
  }
  return errors;
}

export interface SubmitOptions {
  /** What the intake read (submission-intake.ts): the form row, its parsed content and the body. */
  read: SubmissionRead;
  remoteIp: string;
  /** null: captcha tokens are not verified (sample mode without RECAPTCHA_SECRET). */
  verifyRecaptcha: RecaptchaVerifier | null;
}

type FormRow = SubmissionFormRow;

/**
 * The form is still open at `now` (closedReason's rule, on the server's clock) and under its
 * limit: the count's condition. The form row was read before the body, so a form closed meanwhile
 * is caught here.
 */
const openAndUnderLimit = (formId: string | SQLWrapper, now: Date | SQLWrapper) =>
  and(
    eq(forms.id, formId),
    notInArray(forms.status, [FormStatus.Draft, FormStatus.Completed]),
    or(isNull(forms.startDate), lte(forms.startDate, now)),
    or(isNull(forms.endDate), gt(forms.endDate, now)),
    or(isNull(forms.submissionLimit), lt(submissionCountOf(), forms.submissionLimit)),
  );

/** Why the count was refused: the form closed (or went) since it was read, else its limit. */
async function refusal(db: AppDb, form: FormRow, now: Date): Promise<Error> {
  const [current] = await db.select({ status: forms.status, startDate: forms.startDate, endDate: forms.endDate }).from(forms).where(eq(forms.id, form.id));
  if (!current) return notFound('Form not found');
  const closed = closedReason(current, now);
  if (closed) return new DomainError(400, 'This form is closed', { errors: ['formClosed'], closed });
  return new DomainError(400, 'The maximum number of submissions is reached', { errors: ['submissionLimit'] });
}

/** The count of a submission's transaction was refused (the form closed or is full): rolls the transaction back. */
class CountRefused extends Error {}

/**
 * A form's version: the ids of the transactions that last wrote its row and its organization's
 * (`xmin`). Any change of either, by any code or API instance, gives a new one.
 */
export const formVersion = sql<string>`${forms}.xmin::text || ':' || (select o.xmin::text from ${organizations} o where o.id = ${forms.organizationId})`;

/**
 * The form came from the intake's cache (submission-intake.ts) and cannot store this submission
 * as read: its rows changed since, or the submission needs a way of storing that reads the form.
 * The intake reads the form again and submits once more.
 */
export class StaleFormRead extends Error {}

/**
 * Validates a public submission with the form's own rules and stores it, counting it against the
 * submission limit in the same transaction; returns the new submission's id.
 */
export async function submitPublicForm(db: AppDb, options: SubmitOptions): Promise<string> {
  const { form, body } = options.read;
  const closed = closedReason(form);
  if (closed) throw new DomainError(400, 'This form is closed', { errors: ['formClosed'], closed });

  const parts = body.fields;
  const culture = parts.get('Culture')?.trim() || (form.localizations[0] ?? 'en');
  if (!LANGUAGES.includes(culture as Language)) throw new DomainError(400, 'Culture must be fr or en', { errors: ['invalidCulture'] });
  const customerEmail = parts.get('CustomerEmail')?.trim() || null;
  if (customerEmail !== null && !EMAIL_PATTERN.test(customerEmail)) throw new DomainError(400, 'CustomerEmail is not a valid e-mail', { errors: ['invalidCustomerEmail'] });
  const paymentMethod = parts.get('PaymentMethod')?.trim() || null;
  if (paymentMethod !== null && paymentMethod !== 'credit_card' && paymentMethod !== 'other') {
    throw new DomainError(400, 'PaymentMethod must be credit_card or other', { errors: ['invalidPaymentMethod'] });
  }

  if (form.recaptchaEnabled) {
    const token = parts.get('RecaptchaToken')?.trim();
    if (!token) throw new DomainError(400, 'A captcha token is required', { errors: ['noRecaptcha'] });
    // Spec 001 §8: 403 is the invalid captcha answer.
    if (options.verifyRecaptcha && !(await options.verifyRecaptcha(token, options.remoteIp))) {
      throw new DomainError(403, 'The captcha token is not valid', { errors: ['invalidRecaptcha'] });
    }
  }

  const parsed = options.read.content;
  if (!parsed.ok) throw new Error(`form ${form.id} has invalid content: ${parsed.error}`);
  const content = parsed.content;
  const { values, unreadable } = readSubmissionFields(content, parseContent(parts.get('Content')));
  const uploads = attachFiles(content, values, body.files);

  const typeErrors = answerTypeErrors(content, values, unreadable);
  if (Object.keys(typeErrors).length > 0) throw new DomainError(400, 'Some answers do not fit their fields', { errors: Object.keys(typeErrors), fields: typeErrors }, { code: 'invalidAnswers' });

  // The latest "today" on earth, so a birthdate the visitor's browser accepted is never refused here.
  const today = new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
  // The rules decide what is visible and required, once for the validation and the storage.
  const { states } = formRulesEngine(content).evaluate(values);
  // Spec 001 §3–§5 as the public form applies them, and the total within its bound (issue 18 §3).
  const paid = form.paymentEnabled ? { fixedAmount: form.fixedAmount } : undefined;
  const fieldErrors = validateSubmission(content, values, { today, claimed: claimedProducts(form.fieldProperties), paid }, states);
  if (Object.keys(fieldErrors).length > 0) {
    throw new DomainError(400, 'Some answers are not valid', { errors: Object.keys(fieldErrors), fields: fieldErrors }, { code: 'invalidAnswers' });
  }
  // Only what the visitor could see is kept: a value sent for a hidden field is dropped.
  const fields = toSubmissionFields(content, values, states);

  const paymentPart = (name: keyof typeof PAYMENT_PART_MAX_LENGTHS) => {
    const text = parts.get(name)?.trim() || null;
    if (text !== null && (text.length > PAYMENT_PART_MAX_LENGTHS[name] || !isStorableText(text))) {
      throw new DomainError(400, `${name} is too long or holds characters that cannot be stored`, { errors: [`invalid${name[0]?.toUpperCase()}${name.slice(1)}`] });
    }
    return text;
  };
  const coupon = paymentPart('Coupon')?.toUpperCase() ?? null;
  const setupIntentId = paymentPart('SetupIntentId') ?? paymentPart('token');
  const priced = await priceSubmission(db, form, content, values, states, {
    paymentMethod,
    paymentMode: paymentPart('PaymentMode'),
    coupon,
    customerEmail,
    cardHolderName: paymentPart('cardHolderName'),
    setupIntentId,
  });

  const id = randomUUID();
  const row = {
    id,
    formId: form.id,
    fields,
    customerEmail,
    culture: culture as Language,
    paymentMethod,
    paymentMode: paymentPart('PaymentMode'),
    couponCode: coupon,
    setupIntentId,
    payment: priced?.payment ?? null,
    coupon: priced?.coupon ?? null,
  };
  const now = new Date();
  // The registration's messages (issue 19), rendered before the transaction so the form's row is
  // not held while they render, and recorded in it. A card payment sends them once its first
  // charge went through (charge-installment.ts): until then the registration may be released.
  const mail = mailServiceOf(db);
  const cardPending = priced !== undefined && priced !== null && priced.accountId !== null && priced.installments.length > 0;
  const drafts: MailDraft[] =
    !cardPending && sendsMail(mail, { form, customerEmail })
      ? await newSubmissionDrafts(db, mail, { id, form, fields, customerEmail, culture: row.culture, date: now }, priced ? newSubmissionReceipt(id, now, priced) : null)
      : [];
  // Nothing else to claim or store: the count and the row in one statement, one round trip.
  const { cachedVersion } = options.read;
  if (!priced && uploads.length === 0) {
    // A form without a limit (when read) counts in a slot; if it got a limit meanwhile, or is
    // refused for any reason, the statement that counts on the form's row decides. A form from the
    // cache is stored only if its rows are still the ones read; else it is read again.
    let inserted = form.submissionLimit === null ? await countAndInsert(db, 'slot', row, now, drafts, cachedVersion) : null;
    if (!inserted && cachedVersion !== null) throw new StaleFormRead();
    inserted ??= await countAndInsert(db, 'row', row, now, drafts, null);
    if (!inserted) throw await refusal(db, form, now);
    wakeAfterCommit(mail, inserted.mailIds);
    return id;
  }
  // A cached form is one that stores every submission above (submission-intake.ts reusableForm): here it was stale.
  if (cachedVersion !== null) throw new StaleFormRead();
  let mailIds: string[] = [];
  // The files first, each in a short statement of its own (files.ts storeFiles): the transaction,
  // which holds the form's row, writes no file bytes. Refused or failed, the files go with it.
  const dropUploads = await storeFilesFirst(db, uploads, form.id);
  const stored = await db
    .transaction(async (tx) => {
      // The rows first, while no lock is held: the form's row lock (taken by the count below) is
      // then held only for the count, the claims and the commit, not for every insert, so a crowd on
      // one paid form queues for a few statements each rather than for the whole transaction.
      // Inserting rows that reference the form takes only a key-share lock on its row, which the
      // count's lock does not wait for. A refusal below rolls all of it back.
      await tx.insert(submissions).values(row);
      if (priced?.accountId && priced.installments.length > 0) {
        await tx.insert(submissionPayments).values({
          submissionId: id,
          accountId: priced.accountId,
          providerType: priced.provider?.type ?? null,
          providerAccountId: priced.provider?.providerAccountId ?? null,
          currency: form.currency,
          setupIntentId,
        });
        await tx.insert(paymentInstallments).values(priced.installments.map((installment) => ({ ...installment, submissionId: id })));
      }
      // What is taken below, to give back once (a card payment never completed is held for a set time).
      if (priced) {
        const held = priced.accountId !== null && priced.installments.length > 0;
        await recordClaims(tx, id, { productLines: priced.productLines, code: priced.codeClaim?.code ?? null, held }, now);
      }
      if (mail && drafts.length > 0) mailIds = await recordDrafts(tx, mail, drafts);
      // The limit check and the count are one statement: concurrent submissions queue on the row
      // lock and each sees the count the previous one left, so the limit is never passed.
      const counted = await tx
        .update(forms)
        .set({ submissionCount: sql`${forms.submissionCount} + 1` })
        .where(openAndUnderLimit(form.id, now))
        .returning({ id: forms.id, fieldProperties: forms.fieldProperties });
      const locked = counted[0];
      // Refused: thrown, so the rows above are rolled back (an answer would commit them).
      if (!locked) throw new CountRefused();
      if (priced) {
        // Both caps in this transaction: a refusal rolls back the count and everything above.
        if (priced.codeClaim && !(await claimDiscountCode(tx, form.id, priced.codeClaim))) {
          throw new DomainError(410, 'The discount code has no use left', { errors: ['discountCode'] });
        }
        const shortages = await claimProducts(tx, locked, content, priced.productLines);
        if (shortages.length > 0) throw new DomainError(400, 'A product limit was reached', { errors: ['limit', 'productLimit'], fields: shortageErrors(shortages) });
      }
      return true;
    })
    .catch(async (error: unknown) => {
      await dropUploads();
      if (error instanceof CountRefused) return false;
      throw error;
    });
  if (!stored) throw await refusal(db, form, now);
  wakeAfterCommit(mail, mailIds);
  return id;
}

/**
 * The count and the new row as one statement, hence one transaction of its own; the INSERT reads
 * the count's RETURNING, so no row is written when the count was refused. False when refused.
 * - `row` (a form with a limit): the UPDATE takes the form's row lock, so concurrent submissions
 *   queue on it and each re-checks the condition on the count the previous one left (the limit is
 *   never passed). The lock is held until the commit is on disk: one submission per fsync.
 * - `slot` (a form without a limit): the form's row is only share-locked (a save that sets a limit
 *   waits for these submissions, and later ones see the limit and are refused here), and 1 is added
 *   to the slot of this database connection (its own among the pool's, db/client.ts; PGlite's one
 *   connection: its pid modulo COUNT_SLOTS): concurrent submissions on other connections write other
 *   rows, wait for nothing and their commits share the disk's flushes.
 */
async function countAndInsert(
  db: AppDb,
  kind: 'row' | 'slot',
  row: typeof submissions.$inferInsert,
  now: Date,
  drafts: readonly MailDraft[],
  version: string | null,
): Promise<{ mailIds: string[] } | null> {
  const mail = mailServiceOf(db);
  const statement = countAndInsertStatement(db, kind, mail?.limits ?? NO_MAIL_LIMITS);
  const result = (await statement.execute({
    id: row.id,
    formId: row.formId,
    // A placeholder's value goes to the driver as is (no column mapping): ISO text for timestamptz.
    now: now.toISOString(),
    fields: JSON.stringify(row.fields),
    customerEmail: row.customerEmail,
    culture: row.culture,
    paymentMethod: row.paymentMethod,
    paymentMode: row.paymentMode,
    couponCode: row.couponCode,
    setupIntentId: row.setupIntentId,
    mails: mail && drafts.length > 0 ? draftRows(drafts, mail.from) : '[]',
    version,
  })) as { rows: { mail_ids: string[] | string }[] };
  const [inserted] = result.rows;
  if (!inserted) return null;
  // PGlite answers json as text, pg as the parsed value.
  return { mailIds: typeof inserted.mail_ids === 'string' ? (JSON.parse(inserted.mail_ids) as string[]) : inserted.mail_ids };
}

// Built once per database (and sending limits) and run as a named prepared statement, parsed and
// planned once per PostgreSQL connection: it runs on every submission. The query builder has no
// INSERT … SELECT from an UPDATE's RETURNING, so the text is written here and prepared through the
// session. The sending limits are written into the text, not passed as parameters: a LIMIT given as
// a parameter is planned as 10 % of mail_outbox's rows, so once the table held a few thousand
// messages PostgreSQL found the generic plan dearer than one planned with the values and planned
// the statement again on every submission (~0.4 ms of its CPU idle, several under load).
const countAndInsertStatements = oncePerDatabase(() => new Map<string, ReturnType<typeof prepareCountAndInsert>>());

const NO_MAIL_LIMITS: MailLimits = { perAddress: 0, perForm: 0 };

function countAndInsertStatement(db: AppDb, kind: 'row' | 'slot', limits: MailLimits) {
  const key = `${kind}_${limits.perAddress}_${limits.perForm}`;
  const statements = countAndInsertStatements(db);
  let statement = statements.get(key);
  if (statement === undefined) {
    statement = prepareCountAndInsert(db, kind, limits, `submission_count_insert_${key}`);
    statements.set(key, statement);
  }
  return statement;
}

/** A configured limit written into a statement's text (never a visitor's input). */
function sqlInteger(value: number) {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`a sending limit must be a whole number, got ${value}`);
  return sql.raw(String(value));
}

function prepareCountAndInsert(db: AppDb, kind: 'row' | 'slot', limits: MailLimits, name: string) {
  const value = (name: string) => sql.placeholder(name);
  const counted =
    kind === 'row'
      ? sql`counted as (
      update ${forms} set submission_count = submission_count + 1 where ${openAndUnderLimit(value('formId'), value('now'))} returning id
    )`
      : sql`open_form as (
      select ${forms.id} from ${forms} where ${and(openAndUnderLimit(value('formId'), value('now')), isNull(forms.submissionLimit))}
        and (${value('version')}::text is null or ${formVersion} = ${value('version')}::text)
      for share
    ),
    counted as (
      insert into form_submission_counts (form_id, slot, count)
      select id, coalesce(nullif(current_setting('${sql.raw(COUNT_SLOT_SETTING)}', true), '')::int, pg_backend_pid() % ${sql.raw(String(COUNT_SLOTS))}), 1 from open_form
      on conflict (form_id, slot) do update set count = form_submission_counts.count + 1
      returning form_id as id
    )`;
  // The registration's messages (issue 19) are recorded by the same statement, from the inserted
  // row: a refused submission records none, and nothing is recorded without its submission.
  const query = new PgDialect().sqlToQuery(sql`
    with ${counted},
    inserted as (
      insert into ${submissions} (id, form_id, fields, customer_email, culture, payment_method, payment_mode, coupon_code, setup_intent_id)
      select ${value('id')}::uuid, counted.id, ${value('fields')}::jsonb, ${value('customerEmail')}::text, ${value('culture')}::text,
        ${value('paymentMethod')}::text, ${value('paymentMode')}::text, ${value('couponCode')}::text, ${value('setupIntentId')}::text
      from counted
      returning id
    ),
    mailed as (
      ${recordMailsSql(sql`${value('mails')}::jsonb`, { perAddress: sqlInteger(limits.perAddress), perForm: sqlInteger(limits.perForm) }, sql`inserted`)}
      returning id, status
    )
    select inserted.id, (select coalesce(json_agg(mailed.id) filter (where mailed.status = 'pending'), '[]'::json) from mailed) as mail_ids
    from inserted`);
  return db._.session.prepareQuery(query, undefined, name, false);
}

// The staff edit of a submission (edit.ts) checks answers and files exactly as here.
export { answerTypeErrors, attachFiles, parseContent };
