import type { Currency, Language, LocalizedText, Report } from '@front-office/shared/core';

/** A saved report as the list and the editor receive it. */
export interface SavedReport extends Report {
  name: string;
  creationDate?: string;
  modificationDate?: string;
}

/** A form as the reports entry lists it. */
export interface ReportForm {
  id: string;
  name: LocalizedText | string;
  status: number;
  submissionCount: number;
  reportCount: number;
}

/** What the editor needs of a form. */
export interface ReportFormDetails {
  id: string;
  name: LocalizedText | string;
  localizations: Language[];
  currency: Currency;
  submissionCount: number;
  /** JSON text of the steps and rules. */
  content: string;
}
