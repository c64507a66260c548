import type { Currency, Language, LocalizedText } from './common';
import type { Organization } from './organization';
import type { DiscountCode, FormPaymentModes, PaymentMode, PaymentProvider } from './payment';
import type { EditedBy } from './user';

/** Form status values (spec 000 §3); a new form is Pending. */
export enum FormStatus {
  Draft = 1,
  Pending = 2,
  Active = 3,
  Completed = 4,
}

/** Plain text, or one text per language. */
export type FormName = string | LocalizedText;

/**
 * E-mail settings of a form (spec 001 §3, issue 19): the administrator addresses notified of each
 * submission and failed installment, and the text the payer's confirmation carries, one per
 * language of the form. A plain text (as older forms hold it) stands for every language: read it
 * with `localizedValue`.
 */
export interface EmailContent {
  emails: string[];
  content: string | LocalizedText;
}

/** Per-field data kept with the form, e.g. quantities of products already claimed. */
export type FieldProperties = Record<string, { claimed?: Record<string, number> } & Record<string, unknown>>;

/** What the forms list shows of a form (spec 000 §2, §3). */
export interface FormSummary {
  id: string;
  name: FormName;
  status: FormStatus;
  avatar: string | null;
  organizationId: string;
  editedBy: EditedBy | null;
  submissionCount: number;
  /** null means unlimited. */
  submissionLimit: number | null;
  creationDate: string;
  modificationDate: string;
  currency: Currency;
}

/** A whole form (spec 000 §3 and spec 001 §3). */
export interface Form extends FormSummary {
  recaptchaEnabled: boolean;
  emailContent: EmailContent | null;
  discountCodes: DiscountCode[];
  /** Staff calls only (issue 10): uses already counted per code, kept by the server whatever the code list becomes. */
  discountCodeUses?: Record<string, number>;
  hasDiscountCodes: boolean;
  localizations: Language[];
  fieldProperties: FieldProperties | null;
  paymentEnabled: boolean;
  paymentOptional: boolean;
  /** Cents; null when not set. */
  fixedAmount: number | null;
  /** Id of the payment account used. */
  paymentAccount: string | null;
  paymentProvider: PaymentProvider | null;
  paymentModes: FormPaymentModes | null;
  /** JSON text of `FormContent` (steps and rules). */
  content: string;
  startDate?: string | null;
  endDate?: string | null;
  /** Raised by each save; a save made on an older version is refused with 409 (issue 9). */
  version?: number;
}

/** A template a form is created from (spec 000 §3, spec 001 §3). */
export interface FormTemplate {
  id: string;
  name: FormName;
  content?: string;
  paymentModes?: PaymentMode[] | FormPaymentModes | null;
}

/** Answer of the form details calls (spec 001 §7). */
export interface FormDetailsResponse {
  form: Form;
  organization: Organization;
}
