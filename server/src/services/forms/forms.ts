import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { files, formTemplates, forms, organizations, submissions, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type {
  DiscountCode,
  EditedBy,
  EmailContent,
  FieldProperties,
  Form,
  FormDetailsResponse,
  FormPaymentModes,
  FormTemplate,
  Language,
  ListResponse,
  LocalizedText,
  Organization,
  PaymentMode,
  PaymentProvider,
} from '@front-office/shared/core';
import { FormStatus, publicClaims } from '@front-office/shared/core';
import type { ImageKind } from '../files/images';
import { submissionCountOf } from '../submissions/submission-count';
import { parsedFormContent } from './form-content-cache';
import { moneyBlockingDelete } from '../submissions/money-held';

type FormRow = typeof forms.$inferSelect;

/** Why the public may not fill a form in (server/README.md "Public forms"); null when open. */
export type ClosedReason = 'draft' | 'completed' | 'notStarted' | 'ended';

/** Pending and Active forms are open between their start and end dates; Draft and Completed never. */
export function closedReason(form: Pick<FormRow, 'status' | 'startDate' | 'endDate'>, now: Date = new Date()): ClosedReason | null {
  if (form.status === FormStatus.Draft) return 'draft';
  if (form.status === FormStatus.Completed) return 'completed';
  if (form.startDate && now < form.startDate) return 'notStarted';
  if (form.endDate && now >= form.endDate) return 'ended';
  return null;
}

// The database keeps what the sample data and older clients wrote; the API answers the shared types.
export function asPaymentModes(value: unknown): FormPaymentModes | null {
  if (Array.isArray(value)) return { modes: value as PaymentMode[], applyTo: [] };
  if (typeof value === 'object' && value !== null && Array.isArray((value as { modes?: unknown }).modes)) return value as FormPaymentModes;
  return null;
}

export function asPaymentAccount(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string') return (value as { id: string }).id;
  return null;
}

function toForm(row: FormRow, editor: EditedBy | null, submissionCount: number): Form {
  return {
    id: row.id,
    name: row.name as LocalizedText,
    status: row.status as FormStatus,
    avatar: row.avatar,
    organizationId: row.organizationId,
    editedBy: editor,
    submissionCount,
    submissionLimit: row.submissionLimit,
    creationDate: row.creationDate.toISOString(),
    modificationDate: row.modificationDate.toISOString(),
    currency: row.currency,
    recaptchaEnabled: row.recaptchaEnabled,
    emailContent: (row.emailContent as EmailContent | null) ?? null,
    discountCodes: row.discountCodes as DiscountCode[],
    hasDiscountCodes: row.hasDiscountCodes,
    localizations: row.localizations as Language[],
    fieldProperties: (row.fieldProperties as FieldProperties | null) ?? null,
    paymentEnabled: row.paymentEnabled,
    paymentOptional: row.paymentOptional,
    fixedAmount: row.fixedAmount,
    paymentAccount: asPaymentAccount(row.paymentAccount),
    paymentProvider: row.paymentProvider as PaymentProvider | null,
    paymentModes: asPaymentModes(row.paymentModes),
    content: row.content,
    startDate: row.startDate?.toISOString() ?? null,
    endDate: row.endDate?.toISOString() ?? null,
    version: row.version,
  };
}

const editorColumns = { id: users.id, firstName: users.firstName, name: users.name };

function editorOf(editor: { id: string | null; firstName: string | null; name: string | null } | null): EditedBy | null {
  if (!editor?.id) return null;
  return { id: editor.id, firstName: editor.firstName ?? '', name: editor.name ?? '' };
}

/** One page of the organization's forms, most recently changed first. */
export async function listForms(db: AppDb, organizationId: string, page: number, pageSize: number): Promise<ListResponse<Form>> {
  const [total] = await db.select({ total: count() }).from(forms).where(eq(forms.organizationId, organizationId));
  const rows = await db
    .select({ form: forms, editor: editorColumns, submissionCount: submissionCountOf() })
    .from(forms)
    .leftJoin(users, eq(users.id, forms.editedBy))
    .where(eq(forms.organizationId, organizationId))
    .orderBy(desc(forms.modificationDate), asc(forms.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { data: rows.map((row) => toForm(row.form, editorOf(row.editor), Number(row.submissionCount))), totalCount: total?.total ?? 0 };
}

/** The form with its organization; with `organizationId`, a form of another organization is not found. */
export async function getFormDetails(db: AppDb, formId: string, organizationId?: string): Promise<(FormDetailsResponse & { row: FormRow }) | null> {
  const where = organizationId ? and(eq(forms.id, formId), eq(forms.organizationId, organizationId)) : eq(forms.id, formId);
  const [found] = await db
    .select({ form: forms, editor: editorColumns, submissionCount: submissionCountOf(), organization: { id: organizations.id, name: organizations.name, currency: organizations.currency, avatar: organizations.avatar } })
    .from(forms)
    .innerJoin(organizations, eq(organizations.id, forms.organizationId))
    .leftJoin(users, eq(users.id, forms.editedBy))
    .where(where);
  if (!found) return null;
  const organization: Organization = found.organization;
  return { form: toForm(found.form, editorOf(found.editor), Number(found.submissionCount)), organization, row: found.form };
}

/**
 * What a public visitor may see of a form: no discount codes (they would give them away) nor staff
 * e-mails; of the field properties, only the claimed quantities of products with a limit (the form
 * shows what is left of them).
 */
export function publicForm(form: Form): Form {
  const parsed = parsedFormContent(form);
  const fieldProperties = parsed.ok ? publicClaims(parsed.content, form.fieldProperties) : {};
  return { ...form, discountCodes: [], emailContent: null, editedBy: null, fieldProperties };
}

/** The content a closed form shows the public: no step, no question (the page shows its name and why it is closed). */
const CLOSED_FORM_CONTENT = JSON.stringify({ steps: [], rules: [] });

/**
 * What the public sees of a closed form (a Draft being written, a Completed season, outside its
 * dates): only what the closed page and the confirmation need (name, avatar, languages, status,
 * dates), never its questions, prices or products. Staff preview through the authenticated route.
 */
export function closedPublicForm(form: Form): Form {
  return { ...publicForm(form), content: CLOSED_FORM_CONTENT, fieldProperties: {}, paymentModes: null, fixedAmount: null };
}

export async function listTemplates(db: AppDb, page: number, pageSize: number): Promise<ListResponse<FormTemplate>> {
  const [total] = await db.select({ total: count() }).from(formTemplates);
  const rows = await db
    .select()
    .from(formTemplates)
    .orderBy(asc(formTemplates.name), asc(formTemplates.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    data: rows.map((row) => ({ id: row.id, name: row.name, content: row.content, paymentModes: asPaymentModes(row.paymentModes) })),
    totalCount: total?.total ?? 0,
  };
}

export async function findTemplate(db: AppDb, templateId: string) {
  const [row] = await db.select().from(formTemplates).where(eq(formTemplates.id, templateId));
  return row ?? null;
}

export interface NewFormAvatar {
  bytes: Buffer;
  kind: ImageKind;
}

export interface NewForm {
  organizationId: string;
  name: LocalizedText;
  localizations: Language[];
  content: string;
  paymentModes: unknown[];
  avatar: NewFormAvatar | null;
  editedBy: string;
  submissionLimit: number | null;
  recaptchaEnabled: boolean;
}

/** Stores a form's avatar (inside the caller's transaction) and gives its path. */
export async function insertAvatar(db: AppDb, avatar: NewFormAvatar): Promise<string> {
  const fileId = randomUUID();
  const path = `avatars/${fileId}/avatar.${avatar.kind.extension}`;
  await db.insert(files).values({ id: fileId, path, contentType: avatar.kind.contentType, size: avatar.bytes.length, bytes: avatar.bytes });
  return path;
}

/**
 * Inserts a new Pending form with the organization's currency, and its avatar when given, in one
 * transaction (a refused insert leaves no file behind); returns it as the details call would.
 */
export async function insertForm(db: AppDb, values: NewForm): Promise<Form> {
  const id = await db.transaction(async (tx) => {
    const [org] = await tx.select({ currency: organizations.currency }).from(organizations).where(eq(organizations.id, values.organizationId));
    const avatar = values.avatar ? await insertAvatar(tx as unknown as AppDb, values.avatar) : null;
    const formId = randomUUID();
    await tx.insert(forms).values({
      id: formId,
      organizationId: values.organizationId,
      name: values.name,
      status: FormStatus.Pending,
      avatar,
      recaptchaEnabled: values.recaptchaEnabled,
      editedBy: values.editedBy,
      submissionLimit: values.submissionLimit,
      currency: org?.currency ?? 'usd',
      localizations: values.localizations,
      content: values.content,
      emailContent: { emails: [], content: '' },
      paymentModes: values.paymentModes,
    });
    return formId;
  });
  const details = await getFormDetails(db, id);
  if (!details) throw new Error('inserted form not found');
  return details.form;
}

/** A Pending copy of the form under a new name (one per language), with no submissions. */
export async function cloneForm(db: AppDb, source: FormRow, name: string, editedBy: string): Promise<Form> {
  const id = randomUUID();
  const now = new Date();
  const languages = source.localizations.length > 0 ? source.localizations : ['en'];
  await db.insert(forms).values({
    ...source,
    id,
    name: languages.map((culture) => ({ culture, value: name })),
    status: FormStatus.Pending,
    editedBy,
    submissionCount: 0,
    creationDate: now,
    modificationDate: now,
  });
  const details = await getFormDetails(db, id);
  if (!details) throw new Error('cloned form not found');
  return details.form;
}

/**
 * Deletes the form; its submissions, their cards, planned charges and history go with it (foreign
 * keys). Refused (409 `moneyHeld`) while a submission's payment holds money not given back or
 * still moving (the rule of the submission delete, `moneyBlockingDelete`): the form is the only
 * way to refund or cancel them. Its row is locked first: a submission being sent to it (which
 * takes the row's lock for its count or its foreign key) finishes before the check or waits for
 * the delete. Returns how many forms were deleted.
 */
export async function deleteForm(db: AppDb, organizationId: string, formId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [form] = await tx
      .select({ id: forms.id })
      .from(forms)
      .where(and(eq(forms.id, formId), eq(forms.organizationId, organizationId)))
      .for('update');
    if (!form) return 0;
    if (await moneyBlockingDelete(tx, eq(submissions.formId, formId))) {
      throw new HttpError(409, 'Submissions of this form hold payments not refunded or still planned: refund or cancel them before deleting the form', ['moneyHeld']);
    }
    const deleted = await tx.delete(forms).where(eq(forms.id, formId)).returning({ id: forms.id });
    return deleted.length;
  });
}
