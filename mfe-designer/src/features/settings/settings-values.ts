import {
  FORM_SETTINGS_MESSAGES,
  adminEmailProblems,
  centsToUnits,
  checkFormSettings,
  defaultPaymentMode,
  emailTextByLanguage,
  emailTextIn,
  isoToLocalDateTime,
  localDateTimeToIso,
  settingsDateProblems,
  settingsNameProblem,
  textIn,
  unitsToCents,
} from '@front-office/shared/core';
import type { FormSettings, FormStatus, Language, LocalizedText } from '@front-office/shared/core';

/** What the settings dialog's inputs hold: texts as typed, turned into settings on Save. */
export interface SettingsValues {
  name: LocalizedText;
  languages: Language[];
  status: FormStatus;
  start: string;
  end: string;
  limit: string;
  emails: string[];
  /** The confirmation e-mail's text, one per language (a plain stored text fills each). */
  emailText: LocalizedText;
  fixedAmount: string;
  recaptchaEnabled: boolean;
  paymentEnabled: boolean;
  paymentOptional: boolean;
  paymentAccount: string;
}

export function settingsValuesOf(settings: FormSettings, name: LocalizedText, languages: Language[]): SettingsValues {
  return {
    name,
    languages,
    status: settings.status,
    start: isoToLocalDateTime(settings.startDate),
    end: isoToLocalDateTime(settings.endDate),
    limit: settings.submissionLimit === null ? '' : String(settings.submissionLimit),
    emails: settings.adminEmails,
    emailText: emailTextByLanguage(settings.emailText, languages),
    fixedAmount: centsToUnits(settings.fixedAmount),
    recaptchaEnabled: settings.recaptchaEnabled,
    paymentEnabled: settings.paymentEnabled,
    paymentOptional: settings.paymentOptional,
    paymentAccount: settings.paymentAccount ?? '',
  };
}

/** Check keys by input: `name.fr`, `start`, `end`, `limit`, `emails.1`, `emailText.fr`, `fixedAmount`, `paymentAccount`, `languages`, `payment` (the refusals). */
export type SettingsErrors = Record<string, string>;

/**
 * The dialog's values checked with shared/core's settings checks (spec 001 §5), the same the
 * server runs; the settings to apply when nothing is wrong. `accountIds` is null while the
 * organization's accounts are unknown (not loaded, or not readable): the server decides then.
 */
export function applySettingsValues(values: SettingsValues, previous: FormSettings, accountIds: readonly string[] | null): { errors: SettingsErrors; settings: FormSettings } {
  const errors: SettingsErrors = {};
  for (const language of values.languages) {
    const problem = settingsNameProblem(textIn(values.name, language));
    if (problem) errors[`name.${language}`] = problem;
  }
  if (values.languages.length === 0) errors.languages = 'settings.languageRequired';
  const start = localDateTimeToIso(values.start);
  const end = localDateTimeToIso(values.end);
  if (start === undefined) errors.start = FORM_SETTINGS_MESSAGES.dateInvalid;
  if (end === undefined) errors.end = FORM_SETTINGS_MESSAGES.dateInvalid;
  for (const problem of settingsDateProblems(start ?? null, end ?? null)) errors[problem.path === 'startDate' ? 'start' : 'end'] ??= problem.message;
  const limitText = values.limit.trim();
  const limit = limitText === '' ? null : /^\d+$/.test(limitText) ? Number(limitText) : NaN;
  if (limit !== null && !Number.isSafeInteger(limit)) errors.limit = FORM_SETTINGS_MESSAGES.limitInvalid;
  for (const problem of adminEmailProblems(values.emails)) errors[problem.path.replace(/^adminEmails\[(\d+)\]$/, 'emails.$1')] = problem.message;
  const fixedAmount = values.fixedAmount.trim() === '' ? null : unitsToCents(values.fixedAmount);
  if (fixedAmount === null && values.fixedAmount.trim() !== '') errors.fixedAmount = FORM_SETTINGS_MESSAGES.fixedAmountInvalid;
  // A text left as loaded keeps its stored form (a plain text stays plain); an edited one is per language.
  const emailText = emailTextByLanguage(values.emailText, values.languages);
  const sameEmailText = JSON.stringify(emailText) === JSON.stringify(emailTextByLanguage(previous.emailText, values.languages));
  // Turning payment on starts with the default mode (spec 001 §3) when the form has none.
  const modes = values.paymentEnabled && previous.paymentModes.modes.length === 0 ? { ...previous.paymentModes, modes: [defaultPaymentMode(crypto.randomUUID())] } : previous.paymentModes;
  const settings: FormSettings = {
    ...previous,
    status: values.status,
    startDate: start ?? null,
    endDate: end ?? null,
    submissionLimit: limit !== null && Number.isSafeInteger(limit) ? limit : null,
    adminEmails: values.emails.map((email) => email.trim()),
    emailText: sameEmailText ? emailTextIn(previous.emailText, values.languages) : emailText,
    fixedAmount,
    recaptchaEnabled: values.recaptchaEnabled,
    paymentEnabled: values.paymentEnabled,
    paymentOptional: values.paymentEnabled && values.paymentOptional,
    paymentAccount: values.paymentEnabled && values.paymentAccount !== '' ? values.paymentAccount : values.paymentEnabled ? null : previous.paymentAccount,
    paymentModes: modes,
  };
  // The refusals of spec 001 §5 (fixed amount without payment, payment without an account) and the
  // e-mail text's bounds: the shared check, less what the payment tab shows (modes and codes).
  for (const problem of checkFormSettings(settings, { accountIds: accountIds ?? (settings.paymentAccount ? [settings.paymentAccount] : ['unknown']), languages: values.languages })) {
    // `emailContent.content.fr` for one language; a plain text's problem is every language's.
    if (problem.path.startsWith('emailContent.content')) {
      const language = problem.path.split('.')[2];
      for (const code of language ? [language] : values.languages) errors[`emailText.${code}`] ??= problem.message;
    } else if (problem.path === 'fixedAmount' && problem.message === FORM_SETTINGS_MESSAGES.fixedAmountWithoutPayment) errors.payment ??= problem.message;
    else if (problem.path === 'paymentEnabled') errors.payment ??= problem.message;
    else if (problem.path === 'paymentAccount') errors.paymentAccount ??= problem.message;
  }
  return { errors, settings };
}
