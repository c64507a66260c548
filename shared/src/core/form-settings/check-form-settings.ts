import { ValidationError } from 'yup';
import { EMAIL_TEXT_MAX, FORM_NAME_MAX, FORM_SETTINGS_NAME_MIN, MAX_TOTAL_CENTS } from '../constants';
import { parseIsoDate, toIsoDate } from '../form/date-formats';
import { discountCodesSchema, paymentModesSchema } from '../pricing/payment-schemas';
import type { Language, LocalizedText } from '../types/common';
import type { DiscountCode, PaymentMode } from '../types/payment';
import { FORM_STATUSES } from './form-settings';
import type { FormSettings } from './form-settings';
import { EMAIL_PATTERN } from '../email-pattern';

/** One thing wrong with the settings: where (`endDate`, `adminEmails[1]`, `paymentModes[0].installments`) and the check's text key. */
export interface SettingsProblem {
  path: string;
  message: string;
}

const S = {
  nameRequired: 'settings.nameRequired',
  nameTooShort: 'settings.nameTooShort',
  nameTooLong: 'settings.nameTooLong',
  dateInvalid: 'settings.dateInvalid',
  endBeforeStart: 'settings.endBeforeStart',
  limitInvalid: 'settings.limitInvalid',
  emailRequired: 'settings.emailRequired',
  emailInvalid: 'settings.emailInvalid',
  emailTextTooLong: 'settings.emailTextTooLong',
  emailTextNotPlain: 'settings.emailTextNotPlain',
  emailTextLanguage: 'settings.emailTextLanguage',
  emailTextTwice: 'settings.emailTextTwice',
  fixedAmountInvalid: 'settings.fixedAmountInvalid',
  fixedAmountTooHigh: 'settings.fixedAmountTooHigh',
  fixedAmountWithoutPayment: 'settings.fixedAmountWithoutPayment',
  noPaymentAccounts: 'settings.noPaymentAccounts',
  paymentAccountRequired: 'settings.paymentAccountRequired',
  paymentAccountUnknown: 'settings.paymentAccountUnknown',
  statusInvalid: 'settings.statusInvalid',
} as const;
export const FORM_SETTINGS_MESSAGES = S;

/** Spec 001 §5 "formName required, 4 to 100 characters": the key of what is wrong, else null. */
export function settingsNameProblem(name: string): string | null {
  const value = name.trim();
  if (value === '') return S.nameRequired;
  if (value.length < FORM_SETTINGS_NAME_MIN) return S.nameTooShort;
  if (value.length > FORM_NAME_MAX) return S.nameTooLong;
  return null;
}

/** An ISO instant (`2026-05-01T13:30:00.000Z` or with an offset), or null when not one. */
export function instantOf(text: string | null | undefined): number | null {
  const match = typeof text === 'string' ? /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.exec(text) : null;
  // Date.parse rolls 2026-02-30 over to March: the calendar day and the clock must exist.
  if (!match || parseIsoDate(match[1] ?? '') === null || Number(match[2]) > 23 || Number(match[3]) > 59) return null;
  const time = Date.parse(text as string);
  return Number.isNaN(time) ? null : time;
}

/**
 * The value of a `datetime-local` input (`YYYY-MM-DDTHH:mm`, local time) as an ISO instant;
 * '' is null (no date), anything else invalid is undefined.
 */
export function localDateTimeToIso(text: string): string | null | undefined {
  if (text.trim() === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const date = new Date(year, month - 1, day, hour, minute, second);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day || date.getHours() !== hour || date.getMinutes() !== minute) return undefined;
  return date.toISOString();
}

/** An ISO instant as a `datetime-local` value in local time; '' for null or invalid. */
export function isoToLocalDateTime(iso: string | null | undefined): string {
  const time = instantOf(iso);
  if (time === null) return '';
  const date = new Date(time);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${toIsoDate(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Spec 001 §5: start and end valid ("Date is not valid"), end after start ("End date should be after start date"). */
export function settingsDateProblems(startDate: string | null, endDate: string | null): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  const start = startDate === null ? null : instantOf(startDate);
  const end = endDate === null ? null : instantOf(endDate);
  if (startDate !== null && start === null) problems.push({ path: 'startDate', message: S.dateInvalid });
  if (endDate !== null && end === null) problems.push({ path: 'endDate', message: S.dateInvalid });
  if (start !== null && end !== null && end <= start) problems.push({ path: 'endDate', message: S.endBeforeStart });
  return problems;
}

/** Spec 001 §5: each administrator e-mail required and valid. */
export function adminEmailProblems(emails: readonly string[]): SettingsProblem[] {
  return emails.flatMap((email, index): SettingsProblem[] => {
    const value = email.trim();
    if (value === '') return [{ path: `adminEmails[${index}]`, message: S.emailRequired }];
    return EMAIL_PATTERN.test(value) ? [] : [{ path: `adminEmails[${index}]`, message: S.emailInvalid }];
  });
}

// Tabs and line breaks are the only control characters a plain text keeps.
const isPlainText = (text: string) =>
  ![...text].some((char) => {
    const code = char.charCodeAt(0);
    return (code < 32 && char !== '\n' && char !== '\r' && char !== '\t') || code === 127;
  });

/**
 * Issue 19: the confirmation e-mail's text, plain (the mail templates escape it) and at most
 * EMAIL_TEXT_MAX characters in each language, only in the form's languages, once each. Paths:
 * `emailContent.content` for a plain text, `emailContent.content.fr` for one language.
 */
export function emailTextProblems(text: string | LocalizedText, languages: readonly Language[]): SettingsProblem[] {
  const valueProblem = (value: string) => (value.length > EMAIL_TEXT_MAX ? S.emailTextTooLong : isPlainText(value) ? null : S.emailTextNotPlain);
  if (typeof text === 'string') {
    const problem = valueProblem(text);
    return problem ? [{ path: 'emailContent.content', message: problem }] : [];
  }
  const seen = new Set<string>();
  return text.flatMap(({ culture, value }): SettingsProblem[] => {
    const path = `emailContent.content.${culture}`;
    const problem = !languages.includes(culture) ? S.emailTextLanguage : seen.has(culture) ? S.emailTextTwice : valueProblem(value);
    seen.add(culture);
    return problem ? [{ path, message: problem }] : [];
  });
}

function schemaProblems(validate: () => unknown, prefix: string): SettingsProblem[] {
  try {
    validate();
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const inner = error.inner.length > 0 ? error.inner : [error];
    return inner.map((item) => ({ path: item.path ? `${prefix}${item.path.startsWith('[') ? '' : '.'}${item.path}` : prefix, message: String(item.errors[0] ?? item.message) }));
  }
}

/** Spec 001 §5 "Payment modes", through the shared yup schema: where each problem is. */
export function paymentModeProblems(modes: readonly PaymentMode[]): SettingsProblem[] {
  return schemaProblems(() => paymentModesSchema.validateSync(modes, { abortEarly: false, strict: true }), 'paymentModes');
}

/** Spec 001 §5 "Discount codes", through the shared yup schema: where each problem is. */
export function discountCodeProblems(codes: readonly DiscountCode[]): SettingsProblem[] {
  return schemaProblems(() => discountCodesSchema.validateSync(codes, { abortEarly: false }), 'discountCodes');
}

export interface SettingsContext {
  /** The ids of the organization's payment accounts. */
  accountIds: readonly string[];
  /** The form's languages: the e-mail text may be in these only. */
  languages: readonly Language[];
}

/**
 * Everything wrong with a form's settings (spec 001 §5 "Form settings", "Payment modes",
 * "Discount codes"), the same checks in the designer and on the server. The payment modes are
 * checked when payment is enabled (a form without payment keeps whatever it had).
 */
export function checkFormSettings(settings: FormSettings, context: SettingsContext): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  if (!FORM_STATUSES.includes(settings.status)) problems.push({ path: 'status', message: S.statusInvalid });
  problems.push(...settingsDateProblems(settings.startDate, settings.endDate));
  const limit = settings.submissionLimit;
  if (limit !== null && (!Number.isInteger(limit) || limit < 0)) problems.push({ path: 'submissionLimit', message: S.limitInvalid });
  problems.push(...adminEmailProblems(settings.adminEmails));
  problems.push(...emailTextProblems(settings.emailText, context.languages));
  const amount = settings.fixedAmount;
  if (amount !== null && (!Number.isInteger(amount) || amount < 0)) problems.push({ path: 'fixedAmount', message: S.fixedAmountInvalid });
  // Issue 18 §3: the fixed amount is part of every total, which is at most MAX_TOTAL_CENTS.
  else if (amount !== null && amount > MAX_TOTAL_CENTS) problems.push({ path: 'fixedAmount', message: S.fixedAmountTooHigh });
  // Spec 001 §5: refused when a fixed amount is set while payment is disabled.
  if (amount !== null && amount > 0 && !settings.paymentEnabled) problems.push({ path: 'fixedAmount', message: S.fixedAmountWithoutPayment });
  if (settings.paymentEnabled) {
    // Spec 001 §5: refused when payment is enabled and no payment account exists.
    if (context.accountIds.length === 0) problems.push({ path: 'paymentEnabled', message: S.noPaymentAccounts });
    else if (settings.paymentAccount === null || settings.paymentAccount === '') problems.push({ path: 'paymentAccount', message: S.paymentAccountRequired });
    else if (!context.accountIds.includes(settings.paymentAccount)) problems.push({ path: 'paymentAccount', message: S.paymentAccountUnknown });
    problems.push(...paymentModeProblems(settings.paymentModes.modes));
  }
  problems.push(...discountCodeProblems(settings.discountCodes));
  return problems;
}
