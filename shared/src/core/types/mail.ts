/** Kinds of message the server records (docs/mail.md): to the payer, then the notices to the form's administrators. */
export const MAIL_KINDS = [
  'confirmation',
  'installmentPaid',
  'installmentDeclined',
  'installmentActionRequired',
  'refund',
  'refundFailed',
  'cancellation',
  'submissionNotice',
  'installmentFailedNotice',
  'refundFailedNotice',
  'disputeNotice',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
