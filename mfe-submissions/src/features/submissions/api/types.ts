import type { Form, LocalizedText, MailKind, PaymentLineView, PaymentView, SubmissionHistoryEntry, SubmissionView } from '@front-office/shared/core';

/** The staff calls' shapes (server/README.md "Submissions"), from shared/core. */
export type PaymentLine = PaymentLineView;
export type StaffPayment = PaymentView;
export type StaffSubmission = SubmissionView;
export type HistoryEntry = SubmissionHistoryEntry;

export interface SubmissionsPage {
  form: Form;
  submissions: { data: StaffSubmission[]; totalCount: number };
}

export interface SubmissionDetails {
  form: Form;
  submission: StaffSubmission;
}


/** Every query of one form's submissions starts with this key, so a mutation refreshes them all. */
export function submissionsQueryKey(organizationId: string, formId: string) {
  return ['submissions', organizationId, formId] as const;
}

export const formPath = (organizationId: string, formId: string) =>
  `/api/organizations/${encodeURIComponent(organizationId)}/forms/${encodeURIComponent(formId)}`;
export const submissionPath = (organizationId: string, formId: string, submissionId: string) =>
  `${formPath(organizationId, formId)}/submissions/${encodeURIComponent(submissionId)}`;

/** A message of the mail outbox as staff see it (server/README.md "E-mail"). */
/** An undelivered message of the organization, with the name of its form. */
export interface FailedMail extends StaffMail {
  formName: string | LocalizedText;
}

/** One page of the organization's undelivered messages, newest first. */
export interface FailedMailsPage {
  data: FailedMail[];
  totalCount: number;
}

export interface StaffMail {
  id: string;
  submissionId: string | null;
  formId: string | null;
  kind: MailKind;
  recipient: string;
  subject: string;
  status: 'pending' | 'sent' | 'failed' | 'suppressed';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}
