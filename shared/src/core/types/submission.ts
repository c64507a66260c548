import type { Language, ListResponse } from './common';
import type { Form } from './form';
import type { Coupon, Payment, PaymentMethod } from './payment';

/**
 * One answer (spec 000 §3): `value` is JSON text holding `{ value }`; values of fields in
 * repeatable sections are lists of objects.
 */
export interface SubmissionField {
  id: string;
  rowId: string | null;
  value: string;
}

export interface Submission {
  id: string;
  /** Sent date. */
  date: string;
  fields: SubmissionField[];
  payment: Payment | null;
  coupon: Coupon | null;
}

/** Answer of the submissions list call (spec 000 §3). */
export interface SubmissionsListResponse {
  form: Form;
  submissions: ListResponse<Submission>;
}

/** Answer of the submission detail call (spec 000 §3). */
export interface SubmissionDetailResponse {
  form: Form;
  submission: Submission;
}

/** The multipart parts of a public submission (spec 001 §3 Submission as posted); files go apart. */
export interface PostedSubmission {
  Content: string;
  CustomerEmail: string;
  Culture: Language;
  RecaptchaToken?: string;
  Coupon?: string;
  SetupIntentId?: string;
  PaymentMethod?: PaymentMethod;
  PaymentMode?: string;
  token?: string;
  cardHolderName?: string;
}
