import type { Language } from './common';

/** Columns every generated report carries (spec 001 §3 Report). */
export const REPORT_GENERAL_COLUMNS = [
  'SubmissionId',
  'SubmissionDate',
  'TotalPaid',
  'Discount',
  'DiscountCode',
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
