import type { Coupon, Form, Payment, PaymentDetail, SubmissionField } from '@front-office/shared/core';

/** A payment line as the staff calls answer it (server/README.md "Submissions"): cents given back and still refundable. */
export interface PaymentLine extends PaymentDetail {
  refundedTotal: number;
  refundable: number;
}

export interface StaffPayment extends Omit<Payment, 'paymentDetails'> {
  paymentDetails: PaymentLine[];
}

export interface StaffSubmission {
  id: string;
  date: string;
  fields: SubmissionField[];
  payment: StaffPayment | null;
  coupon: Coupon | null;
}

export interface SubmissionsPage {
  form: Form;
  submissions: { data: StaffSubmission[]; totalCount: number };
}

export interface SubmissionDetails {
  form: Form;
  submission: StaffSubmission;
}

export type HistoryKind = 'created' | 'edited' | 'refunded' | 'refundFailed' | 'canceled' | 'cancelFailed';

export interface HistoryEntry {
  id: string;
  kind: HistoryKind;
  date: string;
  by: { id: string; firstName: string; name: string } | null;
  details: { changed?: string[]; amount?: number; remaining?: number; status?: string; detailId?: string; canceled?: string[]; message?: string };
}

/** Every query of one form's submissions starts with this key, so a mutation refreshes them all. */
export function submissionsQueryKey(organizationId: string, formId: string) {
  return ['submissions', organizationId, formId] as const;
}

export const formPath = (organizationId: string, formId: string) =>
  `/api/organizations/${encodeURIComponent(organizationId)}/forms/${encodeURIComponent(formId)}`;
export const submissionPath = (organizationId: string, formId: string, submissionId: string) =>
  `${formPath(organizationId, formId)}/submissions/${encodeURIComponent(submissionId)}`;
