import type { StaffMail } from '../api/types';

/** Why a message was not delivered, in words staff can act on (the `mails.reasons.*` texts). */
export type MailFailureReason = 'limit' | 'unreachable' | 'recipientRefused' | 'senderRefused' | 'tooLarge' | 'refused';

// The transport's error is nodemailer's message (server/src/services/mail/transport.ts): a socket
// error code, or the SMTP server's reply with its code. The reply code says who is at fault.
const PATTERNS: readonly [RegExp, MailFailureReason][] = [
  [/ECONNREFUSED|ETIMEDOUT|ENOTFOUND|EHOSTUNREACH|ECONNRESET|EAI_AGAIN|timeout|Greeting never received|ESOCKET|ECONNECTION/i, 'unreachable'],
  [/Invalid login|EAUTH|\b53[05]\b/i, 'senderRefused'],
  [/\b552\b|size|too large/i, 'tooLarge'],
  [/recipients? (?:were )?rejected|EENVELOPE|\b55[0-3]\b|mailbox|user unknown|no such user/i, 'recipientRefused'],
];

/**
 * The reason of an undelivered message: `limit` when a sending limit suppressed it (the server's
 * per-address and per-form hourly limits), else the transport's last error read as a reason; null
 * for a message with no failure to explain.
 */
export function mailFailureReason(mail: Pick<StaffMail, 'status' | 'lastError'>): MailFailureReason | null {
  if (mail.status === 'suppressed') return 'limit';
  if (mail.status === 'sent' || !mail.lastError) return null;
  return PATTERNS.find(([pattern]) => pattern.test(mail.lastError ?? ''))?.[1] ?? 'refused';
}
