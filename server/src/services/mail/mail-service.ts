import { eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { forms, organizations, submissions, users } from '../../db/schema';
import type { FormContent, Language, LocalizedText, Receipt, SubmissionField } from '@front-office/shared/core';
import { parsedFormContent } from '../forms/form-content-cache';
import type { ReceiptKeys } from '../receipts/receipt-key';
import { getReceipt, receiptPayment } from '../receipts/receipt';
import { paymentView, paymentWithIds } from '../submissions/payment-view';
import type { PricedSubmission } from '../payments/submission-payment';
import type { DeclinedCharge, DisputeNotice, FailedRefund, LinkSettings, PaymentChange, SubmissionMailData } from './compose';
import {
  adminEmails,
  confirmationMail,
  disputeNoticeMails,
  installmentActionRequiredMail,
  installmentDeclinedMail,
  installmentFailedNoticeMails,
  installmentPaidMail,
  refundFailedMail,
  refundFailedNoticeMails,
  refundMail,
  submissionNoticeMails,
} from './compose';
import type { MailDraft, MailLimits } from './outbox';
import { recordMails } from './outbox';

/**
 * The mail service of one database (server/README.md "E-mail"): how messages are addressed and
 * linked, the sending limits, and the wake-up of the delivery queue after a commit. buildApp
 * attaches it to the app's database; the code that records a cause (a submission, a charge, a
 * refund) finds it there, so no cause's signature carries it. Without one (a service called on a
 * bare database) nothing is recorded.
 */
export interface MailService {
  from: string;
  appUrl: string;
  limits: MailLimits;
  receiptKeys: ReceiptKeys;
  /** Called after the commit with the ids of the messages to deliver (the queue's enqueue). */
  wake(ids: readonly string[]): void;
}

const services = new WeakMap<AppDb, MailService>();

export function attachMailService(db: AppDb, service: MailService): void {
  services.set(db, service);
}

export function mailServiceOf(db: AppDb): MailService | undefined {
  return services.get(db);
}

const links = (service: MailService): LinkSettings => ({ appUrl: service.appUrl, receiptKey: (id) => service.receiptKeys.keyFor(id) });

type FormRow = Pick<typeof forms.$inferSelect, 'id' | 'organizationId' | 'name' | 'emailContent' | 'localizations' | 'content'> & { organizationName?: string };

/** The language of each administrator address that is a user's (their own culture), lower-cased. */
async function staffLanguages(db: AppDb, emails: readonly string[]): Promise<Map<string, Language>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})`, culture: users.culture })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails.map((email) => email.toLowerCase())));
  return new Map(rows.map((row) => [row.email, row.culture]));
}

export interface NewSubmission {
  id: string;
  form: FormRow;
  fields: readonly SubmissionField[];
  customerEmail: string | null;
  culture: Language | null;
  date: Date;
}

function mailData(submission: NewSubmission, organizationName: string): SubmissionMailData {
  return {
    submissionId: submission.id,
    formId: submission.form.id,
    formName: submission.form.name as LocalizedText,
    organizationName,
    emailContent: (submission.form.emailContent ?? null) as SubmissionMailData['emailContent'],
    formLanguages: submission.form.localizations,
    customerEmail: submission.customerEmail,
    culture: submission.culture,
    date: submission.date,
  };
}

/** Whether a new submission sends anything: a payer address, or administrator addresses. */
export function sendsMail(service: MailService | undefined, submission: Pick<NewSubmission, 'form' | 'customerEmail'>): service is MailService {
  if (!service) return false;
  if (submission.customerEmail) return true;
  const emails = (submission.form.emailContent as { emails?: unknown } | null)?.emails;
  return Array.isArray(emails) && emails.length > 0;
}

/**
 * The messages of a registration received: the payer's confirmation (with the receipt, when the
 * submission is paid) and a notice to each administrator address. Rendered before the caller's
 * statement records them, so the one-statement submission can record them in that statement.
 */
export async function newSubmissionDrafts(db: AppDb, service: MailService, submission: NewSubmission, receipt: Receipt | null): Promise<MailDraft[]> {
  // The public submission read the name with its form (submission-intake.ts): no query then.
  let organizationName = submission.form.organizationName;
  if (organizationName === undefined) {
    const [organization] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, submission.form.organizationId));
    organizationName = organization?.name ?? '';
  }
  const data = mailData(submission, organizationName);
  const parsed = parsedFormContent(submission.form);
  const content: FormContent = parsed.ok ? parsed.content : { steps: [] } as unknown as FormContent;
  const confirmation = await confirmationMail(data, links(service), { content, fields: submission.fields }, receipt);
  const notices = await submissionNoticeMails(data, links(service), await staffLanguages(db, adminEmails(data)));
  return [...(confirmation ? [confirmation] : []), ...notices];
}

/**
 * The receipt of a submission being stored, from its priced payment: the figures getReceipt reads
 * back once it is stored (the same functions), with nothing refunded or declined yet.
 */
export function newSubmissionReceipt(submissionId: string, date: Date, priced: Pick<PricedSubmission, 'payment' | 'coupon'>): Receipt {
  const view = paymentView(paymentWithIds(priced.payment, submissionId), new Map());
  return {
    submissionId,
    date: date.toISOString(),
    culture: null,
    organizationName: '',
    payment: view ? receiptPayment(view, priced.coupon, { currency: priced.payment.currency, nextAttempts: new Map(), cardAccount: null }) : null,
  };
}

/** A stored submission with its form and organization, as the messages about it read them. */
async function storedSubmission(db: AppDb, submissionId: string): Promise<{ submission: NewSubmission; data: SubmissionMailData } | null> {
  const [row] = await db
    .select({ submission: submissions, form: forms, organizationName: organizations.name })
    .from(submissions)
    .innerJoin(forms, eq(forms.id, submissions.formId))
    .innerJoin(organizations, eq(organizations.id, forms.organizationId))
    .where(eq(submissions.id, submissionId));
  if (!row) return null;
  const submission: NewSubmission = {
    id: row.submission.id,
    form: { ...row.form, organizationName: row.organizationName },
    fields: row.submission.fields as SubmissionField[],
    customerEmail: row.submission.customerEmail,
    culture: row.submission.culture,
    date: row.submission.date,
  };
  return { submission, data: mailData(submission, row.organizationName) };
}

/** Records drafts in the caller's transaction with the service's settings; answers the ids to wake. */
export const recordDrafts = (tx: AppDb, service: MailService, drafts: readonly (MailDraft | null)[]) =>
  recordMails(tx, drafts.filter((draft): draft is MailDraft => draft !== null), { from: service.from, limits: service.limits });

/** Wakes the queue after the commit; a lost wake-up only delays the message to the next sweep. */
export function wakeAfterCommit(service: MailService | undefined, ids: readonly string[]): void {
  if (service && ids.length > 0) service.wake(ids);
}

/**
 * In the transaction of a charge's outcome: the first charge of a card registration sends the
 * registration's messages (the confirmation then shows it paid), a later one the payer's receipt;
 * a charge declined by the installment job tells the payer (with the link to pay it with another
 * card), and the administrators once it failed for good; a charge the bank wants the cardholder to
 * authenticate sends the payer the link to confirm it (nothing was declined).
 */
export async function recordChargeMails(
  tx: AppDb,
  service: MailService,
  installment: { id: string; submissionId: string; position: number },
  outcome:
    | { status: 'succeeded' }
    | { status: 'declined'; charge: DeclinedCharge; failedForGood: boolean }
    /** The bank asks the cardholder to authenticate the charge: the payer gets the link to do it. */
    | { status: 'requires_action'; charge: DeclinedCharge },
): Promise<string[]> {
  const stored = await storedSubmission(tx, installment.submissionId);
  if (!stored) return [];
  if (outcome.status === 'succeeded') {
    const receipt = await getReceipt(tx, stored.data.formId, installment.submissionId);
    if (installment.position === 0) return recordDrafts(tx, service, await newSubmissionDrafts(tx, service, stored.submission, receipt));
    return receipt ? recordDrafts(tx, service, [await installmentPaidMail(stored.data, links(service), receipt, installment.id)]) : [];
  }
  if (outcome.status === 'requires_action') return recordDrafts(tx, service, [await installmentActionRequiredMail(stored.data, links(service), outcome.charge)]);
  const drafts: (MailDraft | null)[] = [await installmentDeclinedMail(stored.data, links(service), outcome.charge)];
  if (outcome.failedForGood) {
    drafts.push(...(await installmentFailedNoticeMails(stored.data, links(service), await staffLanguages(tx, adminEmails(stored.data)), outcome.charge)));
  }
  return recordDrafts(tx, service, drafts);
}

/** In the transaction of a refund or a cancellation: the payer's notice, with the receipt as the change left it. */
export async function recordRefundMail(tx: AppDb, service: MailService, submissionId: string, change: PaymentChange): Promise<string[]> {
  const stored = await storedSubmission(tx, submissionId);
  if (!stored) return [];
  const receipt = await getReceipt(tx, stored.data.formId, submissionId);
  return recordDrafts(tx, service, [await refundMail(stored.data, links(service), change, receipt)]);
}

/**
 * In the transaction that records a dispute's step (the provider's event): a notice to each of the
 * form's administrator addresses, in the staff member's language, with the link to the
 * submission: opened (`outcome` null: the amount the bank holds, its reason, to answer it at the
 * provider) or closed (won or lost). Each step of a dispute is recorded once whatever the calls
 * (keys `disputeNotice:<disputeId>:opened|won|lost:<address>`). Answers the ids to wake after the
 * commit (wakeAfterCommit).
 */
export async function recordDisputeMails(tx: AppDb, service: MailService, submissionId: string, dispute: DisputeNotice): Promise<string[]> {
  const stored = await storedSubmission(tx, submissionId);
  if (!stored) return [];
  return recordDrafts(tx, service, await disputeNoticeMails(stored.data, links(service), await staffLanguages(tx, adminEmails(stored.data)), dispute));
}

/**
 * In the transaction that writes a refund failed after it was answered pending (the payer was
 * told it was made): the payer's notice that it was not, with the receipt as the failure left it
 * (read in this transaction: call it after the line's refunded figure is written back), and a
 * notice to each administrator address that it can be made again. Keys `refundFailed:<refundId>`
 * and `refundFailedNotice:<refundId>:<address>`. Answers the ids to wake after the commit.
 */
export async function recordRefundFailedMail(tx: AppDb, service: MailService, submissionId: string, refund: FailedRefund): Promise<string[]> {
  const stored = await storedSubmission(tx, submissionId);
  if (!stored) return [];
  const receipt = await getReceipt(tx, stored.data.formId, submissionId);
  const notices = await refundFailedNoticeMails(stored.data, links(service), await staffLanguages(tx, adminEmails(stored.data)), refund);
  return recordDrafts(tx, service, [await refundFailedMail(stored.data, links(service), refund, receipt), ...notices]);
}
