import type { Language } from './common';

/**
 * Columns every generated report carries (spec 001 §3 Report), with the money of issue 18 §10:
 * TotalPaid is what the charges took (refunded or not), Refunded what refunds gave back, NetPaid
 * the difference, Discount the discount code's and ModeDiscount the payment mode's (shared/core
 * `paymentMoney`).
 */
export const REPORT_GENERAL_COLUMNS = [
  'SubmissionId',
  'SubmissionDate',
  'TotalPaid',
  'Refunded',
  'Disputed',
  'DisputeLost',
  'NetPaid',
  'Discount',
  'DiscountCode',
  'ModeDiscount',
  'PaymentMethod',
  'PaymentMode',
  'PaymentStatus',
] as const;
export type ReportGeneralColumn = (typeof REPORT_GENERAL_COLUMNS)[number];

/** The chosen fields of a report, in order (spec 001 §3). */
export interface ReportContent {
  name: string;
  steps: { id: string; fields: { id: string }[] }[];
  general: { id: string }[];
}

export interface Report {
  id: string;
  formId: string;
  culture: Language;
  content: ReportContent;
}
