import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { forms, mailOutbox } from '../../db/schema';
import type { Language, MailKind } from '@front-office/shared/core';
import type { MailTransport } from './transport';

/** A rendered message to record; `key` names it once and for all (the outbox's unique idempotency key). */
export interface MailDraft {
  key: string;
  kind: MailKind;
  submissionId: string | null;
  formId: string | null;
  recipient: string;
  culture: Language;
  subject: string;
  html: string;
  text: string;
  /**
   * Sending limits (issue 19 §6): `address` counts the recipient's messages of the last hour (an
   * address a visitor typed), `form` the form's (anything a visitor's submission sends).
   */
  limits: { address: boolean; form: boolean };
}

export interface MailLimits {
  perAddress: number;
  perForm: number;
}

/** The Message-ID of a key: the same message delivered again after a crash is the same message. */
export function messageIdOf(key: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'front-office.local';
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 40)}@${domain}>`;
}

/**
 * The INSERT … SELECT that records drafts given as a JSON array (`drafts`, SQL yielding jsonb),
 * from `source` (extra FROM items: the one-statement submission joins its inserted row so nothing
 * is recorded when it was refused). A key already recorded records nothing (ON CONFLICT). Over a
 * limit a message is recorded `suppressed`: counted in PostgreSQL, in the statement that records
 * it, over the last hour, the drafts of the same statement included (the window counts those
 * before it in key order: a submission's confirmation before its notices), since the statement's
 * own rows are not yet visible to its subqueries. Each count stops at its limit: whether it is
 * reached is all it decides, and the public submission runs it, so it must not grow with the
 * messages of the hour (counting them all cost ~1 ms per 1,000 rows of one address or form; at
 * 500 submissions a second the load run's latencies grew without end). The address is looked at
 * first: a submission over it never counts the form's. Each count walks its index newest first
 * (`order by created_at desc`, the order of mail_outbox_recipient_recent and _form_recent): without
 * the order, the statement's generic plan for an address that most messages go to was a
 * sequential scan stopping at the limit, whose cost depends on where the table's matching rows lie.
 */
export function recordMailsSql(drafts: SQL, limits: MailLimits | { perAddress: SQL; perForm: SQL }, source?: SQL): SQL {
  return sql`insert into mail_outbox (id, idempotency_key, kind, submission_id, form_id, recipient, culture, subject, html, text, message_id, status)
    select m.id, m.key, m.kind, m.submission_id, m.form_id, m.recipient, m.culture, m.subject, m.html, m.text, m.message_id,
      case when (m.limit_address and (select count(*) from (select from mail_outbox o where lower(o.recipient) = lower(m.recipient) and o.created_at > now() - interval '1 hour' order by o.created_at desc limit ${limits.perAddress}) recent)
                  + count(*) filter (where m.limit_address) over (partition by lower(m.recipient) order by m.key rows between unbounded preceding and 1 preceding) >= ${limits.perAddress})
             or (m.limit_form and (select count(*) from (select from mail_outbox o where o.form_id = m.form_id and o.created_at > now() - interval '1 hour' order by o.created_at desc limit ${limits.perForm}) recent)
                  + count(*) filter (where m.limit_form) over (partition by m.form_id order by m.key rows between unbounded preceding and 1 preceding) >= ${limits.perForm})
           then 'suppressed' else 'pending' end
    from ${source ? sql`${source}, ` : sql``}jsonb_to_recordset(${drafts}) as m(id uuid, key text, kind text, submission_id uuid, form_id uuid, recipient text,
      culture text, subject text, html text, text text, message_id text, limit_address boolean, limit_form boolean)
    on conflict (idempotency_key) do nothing`;
}

/** The drafts as the JSON rows recordMailsSql reads. */
export function draftRows(drafts: readonly MailDraft[], from: string): string {
  return JSON.stringify(
    drafts.map((draft) => ({
      id: randomUUID(),
      key: draft.key,
      kind: draft.kind,
      submission_id: draft.submissionId,
      form_id: draft.formId,
      recipient: draft.recipient,
      culture: draft.culture,
      subject: draft.subject,
      html: draft.html,
      text: draft.text,
      message_id: messageIdOf(draft.key, from),
      limit_address: draft.limits.address,
      limit_form: draft.limits.form,
    })),
  );
}

/** Records drafts in the caller's transaction; answers the ids of those to deliver (new and not suppressed). */
export async function recordMails(db: AppDb, drafts: readonly MailDraft[], options: { from: string; limits: MailLimits }): Promise<string[]> {
  if (drafts.length === 0) return [];
  const result = (await db.execute(
    sql`${recordMailsSql(sql`${draftRows(drafts, options.from)}::jsonb`, options.limits)} returning id, status`,
  )) as unknown as { rows: { id: string; status: string }[] };
  return result.rows.filter((row) => row.status === 'pending').map((row) => row.id);
}

/** Pending messages recorded before `olderThan` (their wake-up may have been lost: a crash after the commit). */
export async function pendingMailIds(db: AppDb, olderThan: Date, limit = 500): Promise<string[]> {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.createdAt, olderThan)))
    .orderBy(mailOutbox.createdAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

export type DeliveryOutcome = 'sent' | 'skipped' | 'failed';

/**
 * Whether the receiving server refused the message for good (RFC 5321 §4.2.2: 550 mailbox
 * unavailable, 551 not local, 552 too large, 553 name not allowed, 554 transaction failed): sending
 * it again would be refused again. Other failures (a relay down, 4xx, our credentials refused by
 * the relay: the operator may fix them) are retried.
 */
function refusedForGood(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 550 && code <= 554;
}

/**
 * Sends one pending message and marks it sent, conditionally: a message already sent (a second
 * job, a replay) is skipped. A process killed between the send and the mark sends it again on the
 * next attempt with the same Message-ID, which receivers (the capture server included) keep once.
 * A failed send counts the attempt and keeps the error; on the last attempt, or when the receiving
 * server refused the message for good (a 55x reply: no such mailbox, refused, too large), the
 * message is failed (visible to staff), else the error is thrown for pg-boss to retry.
 */
export async function deliverMail(db: AppDb, transport: MailTransport, from: string, id: string, options: { lastAttempt: boolean }): Promise<DeliveryOutcome> {
  const [mail] = await db.select().from(mailOutbox).where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
  if (!mail) return 'skipped';
  try {
    await transport.send({ from, to: mail.recipient, subject: mail.subject, html: mail.html, text: mail.text, messageId: mail.messageId, language: mail.culture });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const refused = refusedForGood(error);
    await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: message.slice(0, 500), status: refused || options.lastAttempt ? 'failed' : 'pending' })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
    // Not retried: the job ends here (a refusal is the recipient's address, not a fault to report).
    if (refused) return 'failed';
    throw error;
  }
  const [sent] = await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')))
    .returning({ id: mailOutbox.id });
  return sent ? 'sent' : 'skipped';
}

const staffColumns = {
  id: mailOutbox.id,
  submissionId: mailOutbox.submissionId,
  formId: mailOutbox.formId,
  // Recorded from MailKind only (MailDraft.kind); the column is plain text.
  kind: sql<MailKind>`${mailOutbox.kind}`,
  recipient: mailOutbox.recipient,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};

const asStaffView = <Row extends { createdAt: Date; sentAt: Date | null }>(rows: Row[]) =>
  rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), sentAt: row.sentAt?.toISOString() ?? null }));

/** A submission's messages as staff see them (their delivery state), newest first. */
export async function submissionMails(db: AppDb, submissionId: string) {
  return asStaffView(await db.select(staffColumns).from(mailOutbox).where(eq(mailOutbox.submissionId, submissionId)).orderBy(desc(mailOutbox.createdAt)));
}

/** The organization's messages that were not delivered (failed for good, or suppressed by a limit), newest first, one page with the total and each one's form name. */
export async function failedMails(db: AppDb, organizationId: string, { page, pageSize }: { page: number; pageSize: number }) {
  const undelivered = and(eq(forms.organizationId, organizationId), inArray(mailOutbox.status, ['failed', 'suppressed']));
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...staffColumns, formName: forms.name })
      .from(mailOutbox)
      .innerJoin(forms, eq(forms.id, mailOutbox.formId))
      .where(undelivered)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(mailOutbox).innerJoin(forms, eq(forms.id, mailOutbox.formId)).where(undelivered),
  ]);
  return { data: asStaffView(rows), totalCount: total?.count ?? 0 };
}
