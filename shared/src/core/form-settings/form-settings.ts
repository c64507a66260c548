import { FormStatus } from '../types/form';
import type { Language, LocalizedText } from '../types/common';
import type { EmailContent, Form } from '../types/form';
import type { DiscountCode, FormPaymentModes, PaymentMode } from '../types/payment';

/**
 * What the form settings dialog and the payment tab edit (spec 001 §2, §3, §5). Dates are ISO
 * instants (null: none); the fixed amount is in cents; the administrator e-mails and the e-mail
 * text are the `emailContent` of the form (a plain e-mail text stands for every language).
 */
export interface FormSettings {
  status: FormStatus;
  startDate: string | null;
  endDate: string | null;
  submissionLimit: number | null;
  adminEmails: string[];
  emailText: string | LocalizedText;
  fixedAmount: number | null;
  recaptchaEnabled: boolean;
  paymentEnabled: boolean;
  paymentOptional: boolean;
  paymentAccount: string | null;
  paymentModes: FormPaymentModes;
  discountCodes: DiscountCode[];
}

export const FORM_STATUSES: readonly FormStatus[] = [FormStatus.Draft, FormStatus.Pending, FormStatus.Active, FormStatus.Completed];

/** The default payment mode (spec 001 §3): Pay in Full with a zero amount discount. */
export function defaultPaymentMode(id: string): PaymentMode {
  return { id, mode: 'single', discount: { type: 'amount', value: 0 } };
}

/** A form's settings as the designer edits them. */
export function formSettingsOf(form: Form): FormSettings {
  return {
    status: form.status,
    startDate: form.startDate ?? null,
    endDate: form.endDate ?? null,
    submissionLimit: form.submissionLimit,
    adminEmails: form.emailContent?.emails ?? [],
    emailText: form.emailContent?.content ?? '',
    fixedAmount: form.fixedAmount,
    recaptchaEnabled: form.recaptchaEnabled,
    paymentEnabled: form.paymentEnabled,
    paymentOptional: form.paymentOptional,
    paymentAccount: form.paymentAccount,
    paymentModes: form.paymentModes ?? { modes: [], applyTo: [] },
    discountCodes: form.discountCodes,
  };
}

/** The e-mail text of each language, as the settings dialog edits it: a plain text stands for every language. */
export function emailTextByLanguage(text: string | LocalizedText, languages: readonly Language[]): LocalizedText {
  return languages.map((culture) => ({ culture, value: typeof text === 'string' ? text : (text.find((entry) => entry.culture === culture)?.value ?? '') }));
}

/** The e-mail text kept for the form's languages: the entries of other languages dropped, a plain text kept as is. */
export function emailTextIn(text: string | LocalizedText, languages: readonly Language[]): string | LocalizedText {
  return typeof text === 'string' ? text : text.filter((entry) => languages.includes(entry.culture));
}

/** The `emailContent` a save sends: the settings' administrator addresses and their text in the form's languages. */
export function emailContentWith(settings: Pick<FormSettings, 'adminEmails' | 'emailText'>, languages: readonly Language[]): EmailContent {
  return { emails: settings.adminEmails, content: emailTextIn(settings.emailText, languages) };
}
