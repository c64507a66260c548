import type { Field, FormContent, Language, LocalizedText, MailKind, Receipt, ReceiptLine, ReceiptPayment, SubmissionField } from '@front-office/shared/core';
import {
  EMAIL_PATTERN,
  LANGUAGES,
  cellFormatter,
  cellText,
  confirmationPath,
  decodeAnswerText,
  formatDate,
  formatMoney,
  holdsValue,
  localizedValue,
} from '@front-office/shared/core';
import type { MailDraft } from './outbox';
import type { MailContent, MailTable } from './template';
import { renderMail } from './template';
import { MAIL_TEXTS, mailText } from './texts';
import type { TextKey as TextKeyOf } from './texts';

/** Where the links of a message point and how a receipt is opened (settings of the mail service). */
export interface LinkSettings {
  /** The web app's origin (FO_APP_URL). */
  appUrl: string;
  /** The receipt key of a submission (services/receipts/receipt-key.ts): the payer's link opens the receipt. */
  receiptKey(submissionId: string): string;
}

/** What every message about one submission reads: the form, its organization, the payer. */
export interface SubmissionMailData {
  submissionId: string;
  formId: string;
  formName: string | LocalizedText;
  organizationName: string;
  /** The form's settings (spec `emailContent`): the payer's text (plain or per language) and the administrators' addresses. */
  emailContent: { emails?: unknown; content?: string | LocalizedText | null } | null;
  formLanguages: readonly string[];
  customerEmail: string | null;
  culture: Language | null;
  date: Date;
}

const asLanguage = (value: string | null | undefined): Language | null => (LANGUAGES.includes(value as Language) ? (value as Language) : null);

/** The payer's language: the culture saved with the submission, else the form's first. */
export const payerLanguage = (data: SubmissionMailData): Language => data.culture ?? asLanguage(data.formLanguages[0]) ?? 'en';

/** The form's administrator addresses (settings `emailContent.emails`), valid and each once. */
export function adminEmails(data: SubmissionMailData): string[] {
  const emails = Array.isArray(data.emailContent?.emails) ? data.emailContent.emails : [];
  const seen = new Set<string>();
  return emails.filter((email): email is string => {
    if (typeof email !== 'string' || !EMAIL_PATTERN.test(email) || seen.has(email.toLowerCase())) return false;
    seen.add(email.toLowerCase());
    return true;
  });
}

const receiptLink = (links: LinkSettings, data: SubmissionMailData) => `${links.appUrl}${confirmationPath(data.formId, data.submissionId, links.receiptKey(data.submissionId))}`;
const staffLink = (links: LinkSettings, data: SubmissionMailData) =>
  `${links.appUrl}/registrations/submissions/${encodeURIComponent(data.formId)}/${encodeURIComponent(data.submissionId)}`;

function common(data: SubmissionMailData, language: Language) {
  return { form: localizedValue(data.formName, language), organization: data.organizationName, footer: mailText(language, 'footer', { organization: data.organizationName }) };
}

function draft(
  data: SubmissionMailData,
  kind: MailKind,
  key: string,
  recipient: string,
  subject: string,
  content: MailContent,
  limits: MailDraft['limits'],
): MailDraft {
  const { html, text } = renderMail(content);
  return { key, kind, submissionId: data.submissionId, formId: data.formId, recipient, culture: content.language, subject, html, text, limits };
}

/** The answers as label/value rows, in form order, each copy of a repeatable section in turn (the report's cell texts). */
export function answerRows(content: FormContent, answers: readonly SubmissionField[], language: Language): [string, string][] {
  const byId = new Map<string, SubmissionField[]>();
  for (const answer of answers) byId.set(answer.id, [...(byId.get(answer.id) ?? []), answer]);
  const rows: [string, string][] = [];
  const fields: Field[] = content.steps.flatMap((step) => step.sections.flatMap((section) => section.fields));
  for (const field of fields) {
    if (!holdsValue(field)) continue;
    const format = cellFormatter(field, language);
    for (const answer of byId.get(field.id) ?? []) {
      const text = cellText(format(decodeAnswerText(answer.value)));
      if (text !== '') rows.push([localizedValue(field.text, language), text]);
    }
  }
  return rows;
}

const lineState = (line: ReceiptLine, language: Language) => MAIL_TEXTS[language].states[line.state];

/** The receipt's figures, the receipt page's own (services/receipts getReceipt), as tables. */
export function receiptTables(payment: ReceiptPayment, language: Language): MailTable[] {
  const texts = MAIL_TEXTS[language];
  const rows: [string, string][] = [[texts.total, formatMoney(payment.total)]];
  if (payment.coupon) rows.push([mailText(language, 'coupon', { code: payment.coupon.code }), `-${formatMoney(payment.coupon.discountTotal)}`]);
  if (payment.modeDiscount) {
    const { type, value } = payment.modeDiscount;
    rows.push([texts.modeDiscount, type === 'percent' ? `-${value} %` : `-${formatMoney(value)}`]);
  }
  if (payment.method === 'credit_card') rows.push([texts.paid, formatMoney(payment.paid)]);
  if (payment.refunded > 0) rows.push([texts.refunded, formatMoney(payment.refunded)]);
  if (payment.reference) rows.push([texts.reference, payment.reference]);
  const tables: MailTable[] = [{ title: texts.receiptTitle, rows }];
  if (payment.lines.length > 0) {
    tables.push({ title: texts.planTitle, rows: payment.lines.map((line) => [formatDate(line.date), `${formatMoney(line.total)} (${lineState(line, language)})`] as const) });
  }
  return tables;
}

/** To the payer: the registration received, the form's e-mail text, the answers and the receipt. Key `confirmation:<submissionId>`. */
export async function confirmationMail(
  data: SubmissionMailData,
  links: LinkSettings,
  answers: { content: FormContent; fields: readonly SubmissionField[] },
  receipt: Receipt | null,
): Promise<MailDraft | null> {
  if (!data.customerEmail) return null;
  const language = payerLanguage(data);
  const { form, organization, footer } = common(data, language);
  const formText = localizedValue(data.emailContent?.content ?? null, language).trim();
  const rows = answerRows(answers.content, answers.fields, language);
  const payment = receipt?.payment ?? null;
  return draft(
    data,
    'confirmation',
    `confirmation:${data.submissionId}`,
    data.customerEmail,
    mailText(language, 'confirmationSubject', { form }),
    {
      language,
      title: mailText(language, 'confirmationTitle'),
      paragraphs: [mailText(language, 'confirmationIntro', { form, organization, date: formatDate(data.date) }), ...(formText ? [formText] : [])],
      tables: [...(rows.length > 0 ? [{ title: MAIL_TEXTS[language].answersTitle, rows }] : []), ...(payment ? receiptTables(payment, language) : [])],
      after: payment?.method === 'other' ? [mailText(language, 'offlinePayment')] : [],
      action: { label: mailText(language, 'seeReceipt'), href: receiptLink(links, data) },
      footer,
    },
    { address: true, form: true },
  );
}

/** One message to each administrator address, in the staff member's language when the address is a user's, else the form's first. */
function adminMails(
  data: SubmissionMailData,
  links: LinkSettings,
  staffLanguages: ReadonlyMap<string, Language>,
  message: { kind: MailKind; key: string; subject: (language: Language, form: string) => string; title: TextKeyOf; intro: (language: Language, form: string) => string; extra?: (language: Language) => string[] },
): Promise<MailDraft[]> {
  return Promise.all(
    adminEmails(data).map((email) => {
      const language = staffLanguages.get(email.toLowerCase()) ?? asLanguage(data.formLanguages[0]) ?? 'en';
      const { form, footer } = common(data, language);
      return draft(
        data,
        message.kind,
        `${message.key}:${email.toLowerCase()}`,
        email,
        message.subject(language, form),
        {
          language,
          title: mailText(language, message.title),
          paragraphs: [message.intro(language, form), ...(message.extra?.(language) ?? [])],
          action: { label: mailText(language, 'openSubmission'), href: staffLink(links, data) },
          after: [mailText(language, 'why', { form })],
          footer,
        },
        { address: false, form: message.kind === 'submissionNotice' },
      );
    }),
  );
}

/** To each administrator address: a new submission. */
export function submissionNoticeMails(data: SubmissionMailData, links: LinkSettings, staffLanguages: ReadonlyMap<string, Language>): Promise<MailDraft[]> {
  return adminMails(data, links, staffLanguages, {
    kind: 'submissionNotice',
    key: `submissionNotice:${data.submissionId}`,
    subject: (language, form) => mailText(language, 'noticeSubject', { form }),
    title: 'noticeTitle',
    intro: (language, form) => mailText(language, 'noticeIntro', { form, date: formatDate(data.date) }),
    extra: (language) => (data.customerEmail ? [`${mailText(language, 'payer')}: ${data.customerEmail}`] : []),
  });
}

/** To the payer: a later installment charged, with the receipt as it now stands. Key `installmentPaid:<installmentId>`. */
export async function installmentPaidMail(data: SubmissionMailData, links: LinkSettings, receipt: Receipt, installmentId: string): Promise<MailDraft | null> {
  const payment = receipt.payment;
  const index = payment?.lines.findIndex((line) => line.id === installmentId) ?? -1;
  const line = payment?.lines[index];
  if (!data.customerEmail || !payment || !line) return null;
  const language = payerLanguage(data);
  const { form, footer } = common(data, language);
  return draft(
    data,
    'installmentPaid',
    `installmentPaid:${installmentId}`,
    data.customerEmail,
    mailText(language, 'paidSubject', { form }),
    {
      language,
      title: mailText(language, 'paidTitle'),
      paragraphs: [mailText(language, 'paidIntro', { form, amount: formatMoney(line.total), position: index + 1, count: payment.lines.length })],
      tables: receiptTables(payment, language),
      action: { label: mailText(language, 'seeReceipt'), href: receiptLink(links, data) },
      footer,
    },
    { address: false, form: false },
  );
}

/** Stripe's codes of a charge that waits for the payer's bank (3-D Secure) rather than a refusal. */
const AUTHENTICATION_CODES = new Set(['authentication_required', 'requires_action']);

export interface DeclinedCharge {
  installmentId: string;
  attempt: number;
  amount: number;
  dueDate: string;
  code: string;
  declineCode: string | null;
  nextAttemptAt: Date | null;
}

/** To the payer: a charge declined or waiting for the bank, with the receipt page's link to pay it with another card. */
export async function installmentDeclinedMail(data: SubmissionMailData, links: LinkSettings, charge: DeclinedCharge): Promise<MailDraft | null> {
  if (!data.customerEmail) return null;
  const language = payerLanguage(data);
  const { form, footer } = common(data, language);
  const authentication = AUTHENTICATION_CODES.has(charge.code) || AUTHENTICATION_CODES.has(charge.declineCode ?? '');
  const values = { form, amount: formatMoney(charge.amount), date: formatDate(charge.dueDate), reason: charge.declineCode ?? charge.code };
  return draft(
    data,
    'installmentDeclined',
    `installmentDeclined:${charge.installmentId}:${charge.attempt}`,
    data.customerEmail,
    mailText(language, authentication ? 'authenticationSubject' : 'declinedSubject', { form }),
    {
      language,
      title: mailText(language, authentication ? 'authenticationTitle' : 'declinedTitle'),
      paragraphs: [
        mailText(language, authentication ? 'authenticationIntro' : 'declinedIntro', values),
        charge.nextAttemptAt ? mailText(language, 'nextAttempt', { date: formatDate(charge.nextAttemptAt) }) : mailText(language, 'noNextAttempt'),
      ],
      action: { label: mailText(language, 'payNow'), href: receiptLink(links, data) },
      footer,
    },
    { address: false, form: false },
  );
}

/**
 * To the payer: the bank asks them to authenticate an installment charged off session (3-D
 * Secure): nothing was taken yet, the link opens the page where they confirm it. Its own key
 * `installmentActionRequired:<installmentId>:<attempt>`, so a decline of the same attempt still
 * sends its own message.
 */
export async function installmentActionRequiredMail(data: SubmissionMailData, links: LinkSettings, charge: DeclinedCharge): Promise<MailDraft | null> {
  if (!data.customerEmail) return null;
  const language = payerLanguage(data);
  const { form, footer } = common(data, language);
  return draft(
    data,
    'installmentActionRequired',
    `installmentActionRequired:${charge.installmentId}:${charge.attempt}`,
    data.customerEmail,
    mailText(language, 'authenticationSubject', { form }),
    {
      language,
      title: mailText(language, 'authenticationTitle'),
      paragraphs: [mailText(language, 'authenticationIntro', { form, amount: formatMoney(charge.amount), date: formatDate(charge.dueDate) }), mailText(language, 'actionRequiredSteps')],
      action: { label: mailText(language, 'confirmPayment'), href: receiptLink(links, data) },
      footer,
    },
    { address: false, form: false },
  );
}

/** To each administrator address: a charge failed for good. */
export function installmentFailedNoticeMails(
  data: SubmissionMailData,
  links: LinkSettings,
  staffLanguages: ReadonlyMap<string, Language>,
  charge: DeclinedCharge,
): Promise<MailDraft[]> {
  return adminMails(data, links, staffLanguages, {
    kind: 'installmentFailedNotice',
    key: `installmentFailedNotice:${charge.installmentId}:${charge.attempt}`,
    subject: (language, form) => mailText(language, 'failedNoticeSubject', { form }),
    title: 'failedNoticeTitle',
    intro: (language, form) =>
      mailText(language, 'failedNoticeIntro', { form, amount: formatMoney(charge.amount), date: formatDate(charge.dueDate), reason: charge.declineCode ?? charge.code }),
  });
}

/** A dispute as its notice tells it: opened (`outcome` null), or closed won or lost. */
export interface DisputeNotice {
  id: string;
  amount: number;
  reason: string | null;
  outcome: 'won' | 'lost' | null;
}

const DISPUTE_TEXTS = {
  opened: { subject: 'disputeOpenedSubject', title: 'disputeOpenedTitle', intro: 'disputeOpenedIntro' },
  won: { subject: 'disputeWonSubject', title: 'disputeWonTitle', intro: 'disputeWonIntro' },
  lost: { subject: 'disputeLostSubject', title: 'disputeLostTitle', intro: 'disputeLostIntro' },
} as const satisfies Record<string, Record<string, TextKeyOf>>;

/**
 * To each administrator address: a dispute opened on a charge (the amount the bank holds, its
 * reason, what to do), or closed (won: the money stays; lost: it went back). Keys
 * `disputeNotice:<disputeId>:opened|won|lost:<address>`: each step is told once.
 */
export function disputeNoticeMails(data: SubmissionMailData, links: LinkSettings, staffLanguages: ReadonlyMap<string, Language>, dispute: DisputeNotice): Promise<MailDraft[]> {
  const step = dispute.outcome ?? 'opened';
  const texts = DISPUTE_TEXTS[step];
  return adminMails(data, links, staffLanguages, {
    kind: 'disputeNotice',
    key: `disputeNotice:${dispute.id}:${step}`,
    subject: (language, form) => mailText(language, texts.subject, { form }),
    title: texts.title,
    intro: (language, form) =>
      mailText(language, texts.intro, { form, amount: formatMoney(dispute.amount), reason: dispute.reason ? mailText(language, 'disputeReason', { reason: dispute.reason }) : '' }),
    extra: (language) => (step === 'opened' ? [mailText(language, 'disputeRespond')] : []),
  });
}

/** A refund the provider failed after answering it pending (its id, the cents it was to give back). */
export interface FailedRefund {
  id: string;
  amount: number;
}

/**
 * To the payer, who was told the refund was made (refundMail): it was not, with the receipt as it
 * now stands. Key `refundFailed:<refundId>`.
 */
export async function refundFailedMail(data: SubmissionMailData, links: LinkSettings, refund: FailedRefund, receipt: Receipt | null): Promise<MailDraft | null> {
  if (!data.customerEmail) return null;
  const language = payerLanguage(data);
  const { form, footer } = common(data, language);
  return draft(
    data,
    'refundFailed',
    `refundFailed:${refund.id}`,
    data.customerEmail,
    mailText(language, 'refundFailedSubject', { form }),
    {
      language,
      title: mailText(language, 'refundFailedTitle'),
      paragraphs: [mailText(language, 'refundFailedIntro', { form, amount: formatMoney(refund.amount) })],
      tables: receipt?.payment ? receiptTables(receipt.payment, language) : [],
      action: { label: mailText(language, 'seeReceipt'), href: receiptLink(links, data) },
      footer,
    },
    { address: false, form: false },
  );
}

/** To each administrator address: a refund failed after it was accepted; it can be made again. */
export function refundFailedNoticeMails(data: SubmissionMailData, links: LinkSettings, staffLanguages: ReadonlyMap<string, Language>, refund: FailedRefund): Promise<MailDraft[]> {
  return adminMails(data, links, staffLanguages, {
    kind: 'refundFailedNotice',
    key: `refundFailedNotice:${refund.id}`,
    subject: (language, form) => mailText(language, 'refundFailedNoticeSubject', { form }),
    title: 'refundFailedNoticeTitle',
    intro: (language, form) => mailText(language, 'refundFailedNoticeIntro', { form, amount: formatMoney(refund.amount) }),
  });
}

/** What a refund or a cancellation changed: the amount given back, or each planned charge stopped. */
export type PaymentChange =
  | { kind: 'refund'; id: string; amount: number }
  | { kind: 'cancellation'; id: string; lines: readonly { amount: number; dueDate: string }[] };

/**
 * To the payer: money given back (`refund:<refundId>`) or planned charges stopped
 * (`cancellation:<refundId>`: the line staff canceled and the planned ones after it), with the
 * receipt as it now stands.
 */
export async function refundMail(data: SubmissionMailData, links: LinkSettings, change: PaymentChange, receipt: Receipt | null): Promise<MailDraft | null> {
  if (!data.customerEmail) return null;
  const language = payerLanguage(data);
  const { form, footer } = common(data, language);
  const receiptTablesNow = receipt?.payment ? receiptTables(receipt.payment, language) : [];
  let subject: string;
  let title: string;
  let intro: string;
  let tables = receiptTablesNow;
  if (change.kind === 'refund') {
    subject = mailText(language, 'refundSubject', { form });
    title = mailText(language, 'refundTitle');
    intro = mailText(language, 'refundIntro', { form, amount: formatMoney(change.amount) });
  } else if (change.lines.length === 1) {
    const [line] = change.lines as [{ amount: number; dueDate: string }];
    subject = mailText(language, 'cancellationSubject', { form });
    title = mailText(language, 'cancellationTitle');
    intro = mailText(language, 'cancellationIntro', { form, amount: formatMoney(line.amount), date: formatDate(line.dueDate) });
  } else {
    const amount = formatMoney(change.lines.reduce((sum, line) => sum + line.amount, 0));
    subject = mailText(language, 'cancellationManySubject', { form });
    title = mailText(language, 'cancellationManyTitle');
    intro = mailText(language, 'cancellationManyIntro', { form, amount, count: change.lines.length });
    tables = [{ title: MAIL_TEXTS[language].canceledTitle, rows: change.lines.map((line) => [formatDate(line.dueDate), formatMoney(line.amount)] as const) }, ...receiptTablesNow];
  }
  return draft(
    data,
    change.kind,
    `${change.kind}:${change.id}`,
    data.customerEmail,
    subject,
    { language, title, paragraphs: [intro], tables, action: { label: mailText(language, 'seeReceipt'), href: receiptLink(links, data) }, footer },
    { address: false, form: false },
  );
}
