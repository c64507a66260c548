import type { FormPaymentModes, PaymentMode } from '@front-office/shared/core';
import type { FormSettingsPart } from '../../services/forms/update-form';
import { HttpError } from '../../lib/http-error';
import { isRecord } from './index';

const badRequest = (message: string) => new HttpError(400, message);

const optionalBoolean = (form: Record<string, unknown>, key: string): boolean | undefined => {
  const value = form[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw badRequest(`form.${key} must be true or false`);
  return value;
};

const optionalText = (form: Record<string, unknown>, key: string, max: number): string | null | undefined => {
  const value = form[key];
  if (value === undefined || value === null) return value;
  if (typeof value !== 'string' || value.length > max) throw badRequest(`form.${key} must be a text of at most ${max} characters, or null`);
  return value === '' ? null : value;
};

function parsePaymentModes(value: unknown): FormPaymentModes | undefined {
  if (value === undefined) return undefined;
  const raw = Array.isArray(value) ? { modes: value, applyTo: [] } : value;
  if (!isRecord(raw) || !Array.isArray(raw.modes)) throw badRequest('form.paymentModes must be { modes: [...], applyTo: [...] }');
  if (raw.modes.length > 50) throw badRequest('form.paymentModes.modes must hold at most 50 modes');
  const applyTo = raw.applyTo === undefined ? [] : raw.applyTo;
  if (!Array.isArray(applyTo) || applyTo.some((entry) => typeof entry !== 'string')) throw badRequest('form.paymentModes.applyTo must be a list of texts');
  const modes = raw.modes.map((mode: unknown, index) => {
    if (!isRecord(mode)) throw badRequest(`form.paymentModes.modes[${index}] must be an object`);
    const installments = Array.isArray(mode.installments) ? mode.installments.map((item: unknown) => (isRecord(item) ? { date: item.date, percent: item.percent } : item)) : mode.installments;
    if (Array.isArray(installments) && installments.length > 120) throw badRequest(`form.paymentModes.modes[${index}].installments must hold at most 120 installments`);
    const discount = isRecord(mode.discount) ? { type: mode.discount.type, value: mode.discount.value } : mode.discount;
    return { id: mode.id, mode: mode.mode, discount, ...(installments === undefined ? {} : { installments }) } as PaymentMode;
  });
  return { modes, applyTo: applyTo as string[] };
}

/** Reads the settings keys of the `form` part (their shape only). */
export function parseFormSettingsPart(form: Record<string, unknown>): FormSettingsPart {
  const part: FormSettingsPart = {};
  if (form.status !== undefined) {
    if (typeof form.status !== 'number' || !Number.isInteger(form.status)) throw badRequest('form.status must be 1 (Draft), 2 (Pending), 3 (Active) or 4 (Completed)');
    part.status = form.status;
  }
  const startDate = optionalText(form, 'startDate', 40);
  if (startDate !== undefined) part.startDate = startDate;
  const endDate = optionalText(form, 'endDate', 40);
  if (endDate !== undefined) part.endDate = endDate;
  if (form.emailContent !== undefined && form.emailContent !== null) {
    const emails = isRecord(form.emailContent) ? form.emailContent.emails : undefined;
    if (!Array.isArray(emails) || emails.length > 50 || emails.some((email) => typeof email !== 'string' || email.length > 254)) {
      throw badRequest('form.emailContent.emails must be a list of at most 50 e-mail addresses');
    }
    part.adminEmails = (emails as string[]).map((email) => email.trim());
  }
  if (form.fixedAmount !== undefined) {
    if (form.fixedAmount !== null && (typeof form.fixedAmount !== 'number' || !Number.isSafeInteger(form.fixedAmount) || form.fixedAmount > 2_147_483_647)) {
      throw badRequest('form.fixedAmount must be a whole number of cents, or null');
    }
    part.fixedAmount = form.fixedAmount;
  }
  const paymentEnabled = optionalBoolean(form, 'paymentEnabled');
  if (paymentEnabled !== undefined) part.paymentEnabled = paymentEnabled;
  const paymentOptional = optionalBoolean(form, 'paymentOptional');
  if (paymentOptional !== undefined) part.paymentOptional = paymentOptional;
  const paymentAccount = optionalText(form, 'paymentAccount', 100);
  if (paymentAccount !== undefined) part.paymentAccount = paymentAccount;
  const paymentModes = parsePaymentModes(form.paymentModes);
  if (paymentModes !== undefined) part.paymentModes = paymentModes;
  return part;
}
