import { FormStatus } from '../types/form';
import type { EmailContent, Form } from '../types/form';
import type { DiscountCode, FormPaymentModes, PaymentMode } from '../types/payment';

/**
 * What the form settings dialog and the payment tab edit (spec 001 §2, §3, §5). Dates are ISO
 * instants (null: none); the fixed amount is in cents; the administrator e-mails are the
 * `emailContent.emails` of the form.
 */
export interface FormSettings {
  status: FormStatus;
  startDate: string | null;
  endDate: string | null;
  submissionLimit: number | null;
  adminEmails: string[];
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
    fixedAmount: form.fixedAmount,
    recaptchaEnabled: form.recaptchaEnabled,
    paymentEnabled: form.paymentEnabled,
    paymentOptional: form.paymentOptional,
    paymentAccount: form.paymentAccount,
    paymentModes: form.paymentModes ?? { modes: [], applyTo: [] },
    discountCodes: form.discountCodes,
  };
}

/** The e-mail content of a form with the settings' administrator addresses (its text kept). */
export function emailContentWith(previous: EmailContent | null | undefined, adminEmails: string[]): EmailContent {
  return { emails: adminEmails, content: previous?.content ?? '' };
}
