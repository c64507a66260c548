import type { DiscountCode } from '@front-office/shared/core';
import { checkFormContent, checkFormRules, isRecord } from '@front-office/shared/core';
import { HttpError, badRequest, notFound, unauthorized } from '../../lib/http-error';
import { requireRight } from '../../plugins/auth';
import { bearer, emptyQuerySchema, errorReplies } from '../../schemas';
import type { TypedApp } from '../../schemas';
import { ensureMultipart } from '../../services/files/multipart';
import { updateForm } from '../../services/forms/update-form';
import type { FormUpdate } from '../../services/forms/update-form';
import { parseFormSettingsPart } from './form-settings-part';
import { parseLimit, parseLocalizations, parseName, readFormMultipart } from './index';
import { formIdParamsSchema, formSchema } from './schemas';

// A designer's content (a few hundred fields with their texts) stays well below this.
const MAX_FORM_PART_BYTES = 5 * 1024 * 1024;

/** Discount codes as the settings keep them (spec 001 §3, §5): code uppercased, percent ≤ 100; left out: kept as stored. */
function parseDiscountCodes(value: unknown): DiscountCode[] | undefined {
  if (value === undefined) return undefined;
  if (value === null) return [];
  if (!Array.isArray(value)) throw badRequest('form.discountCodes must be a list');
  const seen = new Set<string>();
  return value.map((entry: unknown, index) => {
    const place = `form.discountCodes[${index}]`;
    if (!isRecord(entry)) throw badRequest(`${place} must be an object`);
    const code = typeof entry.code === 'string' ? entry.code.trim().toUpperCase() : '';
    if (code === '' || code.length > 50) throw badRequest(`${place}.code must be 1 to 50 characters`);
    if (seen.has(code)) throw badRequest(`${place}.code ${code} is listed twice`);
    seen.add(code);
    if (entry.type !== 'amount' && entry.type !== 'percent') throw badRequest(`${place}.type must be amount or percent`);
    const amount = entry.value;
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0 || (entry.type === 'percent' && amount > 100)) {
      throw badRequest(`${place}.value must be a number from 0${entry.type === 'percent' ? ' to 100' : ''}`);
    }
    const quantity = entry.quantity;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0) throw badRequest(`${place}.quantity must be a whole number of at least 0`);
    const expiration = entry.expirationDate;
    if (expiration !== undefined && expiration !== null && (typeof expiration !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(expiration))) {
      throw badRequest(`${place}.expirationDate must be YYYY-MM-DD or null`);
    }
    return { code, type: entry.type, value: amount, quantity, expirationDate: typeof expiration === 'string' ? expiration : null };
  });
}

/** The `form` part of a save: what the designer may change, checked; server-owned keys are ignored. */
function parseFormPart(form: Record<string, unknown>): Omit<FormUpdate, 'avatar'> & { clearAvatar: boolean } {
  if (typeof form.version !== 'number' || !Number.isInteger(form.version) || form.version < 1) {
    throw badRequest('form.version is required: the version of the form the save was made on');
  }
  const localizations = parseLocalizations(form.localizations);
  if (typeof form.content !== 'string') throw badRequest('form.content must be the JSON text of the steps and rules');
  const checked = checkFormContent(form.content);
  if (!checked.ok) throw badRequest(`form.content ${checked.error}`);
  const rulesChecked = checkFormRules(checked.content);
  if (!rulesChecked.ok) throw badRequest(`form.content ${rulesChecked.error}`);
  // Issue 10: the settings' shape; shared/core's settings check runs in the save, on the stored row.
  const settings = parseFormSettingsPart(form);
  if (form.recaptchaEnabled !== undefined && typeof form.recaptchaEnabled !== 'boolean') throw badRequest('form.recaptchaEnabled must be true or false');
  return {
    version: form.version,
    name: parseName(form.name, localizations),
    localizations,
    content: form.content,
    discountCodes: parseDiscountCodes(form.discountCodes),
    recaptchaEnabled: form.recaptchaEnabled as boolean | undefined,
    submissionLimit: 'submissionLimit' in form ? parseLimit(form.submissionLimit) : undefined,
    clearAvatar: form.avatar === null,
    settings,
  };
}

export default async function updateFormRoutes(app: TypedApp) {
  await ensureMultipart(app);

  app.put(
    '/organizations/:orgId/forms/:formId',
    {
      preHandler: requireRight('FORM', 'update'),
      schema: {
        summary: "Saves the designer's form (spec 001 §7); 409 when made on an older version",
        description:
          'multipart/form-data: part `form` is JSON { version (the one loaded), name, localizations, content (JSON text, checked: structure, unique ids, sizes 1-12, type bounds; rules checked by shared/core checkFormRules: existing fields, operators and values per field type, no mixed repeatable sections), discountCodes? (kept when left out; [] removes them), recaptchaEnabled?, submissionLimit?, avatar: null to remove it; settings (issue 10), each optional, kept when left out: status (1-4), startDate, endDate (ISO, end after start), emailContent { emails, content? (the confirmation e-mail text: { culture, value } per language of the form, or a plain text for all; plain text, at most 5,000 characters each; kept when left out) }, fixedAmount (cents, needs payment), paymentEnabled (needs a payment account of the organization), paymentOptional, paymentAccount, paymentModes { modes, applyTo } }; optional part `avatar` (png or jpeg, 2 MB). Settings, modes and codes are checked by shared/core (spec 001 §5); 400 names each problem. editedBy, modificationDate, submissionCount, organizationId, fieldProperties (claimed product quantities) and counted discount-code uses are the server\'s. Answers the saved form (its avatar, its new version).',
        tags: ['forms'],
        security: bearer,
        consumes: ['multipart/form-data'],
        params: formIdParamsSchema,
        querystring: emptyQuerySchema,
        response: { 200: formSchema, ...errorReplies(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      const { form, avatar } = await readFormMultipart(request, MAX_FORM_PART_BYTES);
      const { clearAvatar, ...update } = parseFormPart(form);
      const result = await updateForm(app.db, request.params.orgId, request.params.formId, request.user.id, {
        ...update,
        avatar: avatar ?? (clearAvatar ? null : undefined),
      });
      if (result.status === 'notFound') throw notFound('Form not found');
      if (result.status === 'invalid') throw badRequest(result.message);
      if (result.status === 'stale') {
        throw new HttpError(409, `The form was saved by someone else since you opened it (version ${result.version}, yours ${update.version}). Reload it to see their changes.`);
      }
      return result.form;
    },
  );
}
