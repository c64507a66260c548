import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Form, FormDetailsResponse, Language, ListResponse, LocalizedText } from '@front-office/shared/core';
import { LANGUAGES, parseFormContent } from '@front-office/shared/core';
import { HttpError, notFound, unauthorized } from '../../lib/http-error';
import { requireRight } from '../../plugins/auth';
import { INT32_MAX, bearer, codedErrorSchema, emptyQuerySchema, errorReplies, filePart, jsonPart } from '../../schemas';
import type { NewFormAvatar } from '../../services/forms/forms';
import { cloneForm, deleteForm, findTemplate, getFormDetails, insertForm, listForms } from '../../services/forms/forms';
import { detectImageKind } from '../../services/files/images';
import { ensureMultipart, readMultipart } from '../../services/files/multipart';
import { discountCodeUsesOf } from '../../services/forms/update-form';
import { formDetailsSchema, formIdParamsSchema, formListSchema, formSchema, pagingQuerySchema } from './schemas';

const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
const MAX_FORM_PART_BYTES = 1024 * 1024;
const NAME_MAX = 100;

const badRequest = (message: string) => new HttpError(400, message);

/**
 * The create and save calls' body (spec 001 §7): part `form` (a JSON object) and an optional
 * `avatar` (png or jpeg by its bytes, 2 MB); anything else, or more, is refused.
 */
export async function readFormMultipart(request: FastifyRequest, formPartMax: number = MAX_FORM_PART_BYTES): Promise<{ form: Record<string, unknown>; avatar: NewFormAvatar | null }> {
  const body = await readMultipart(request, {
    text: { form: formPartMax },
    acceptsFile: (name) => name === 'avatar',
    maxFileBytes: MAX_AVATAR_BYTES,
    maxParts: 2,
    maxBytes: MAX_AVATAR_BYTES + formPartMax + 64 * 1024,
  });
  const formText = body.fields.get('form');
  if (formText === undefined) throw badRequest('The part `form` is required');
  let form: unknown;
  try {
    form = JSON.parse(formText);
  } catch {
    throw badRequest('The part `form` must be JSON');
  }
  if (!isRecord(form)) throw badRequest('The part `form` must be a JSON object');
  const avatarFile = body.files.find((file) => file.fieldName === 'avatar');
  if (!avatarFile || avatarFile.bytes.length === 0) return { form, avatar: null };
  const kind = detectImageKind(avatarFile.bytes);
  if (!kind) throw badRequest('The avatar must be a PNG or JPEG image');
  return { form, avatar: { bytes: avatarFile.bytes, kind } };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function checkName(value: string, place: string): string {
  const trimmed = value.trim();
  if (trimmed.length < 1 || trimmed.length > NAME_MAX) throw badRequest(`${place} must be 1 to ${NAME_MAX} characters`);
  return trimmed;
}

/** The create call's name: plain text (one entry per language) or one text per language. */
export function parseName(value: unknown, languages: Language[]): LocalizedText {
  if (typeof value === 'string') {
    const name = checkName(value, 'form.name');
    return languages.map((culture) => ({ culture, value: name }));
  }
  if (!Array.isArray(value) || value.length === 0) throw badRequest('form.name is required');
  return value.map((entry: unknown, index) => {
    if (!isRecord(entry) || typeof entry.value !== 'string' || !LANGUAGES.includes(entry.culture as Language)) {
      throw badRequest(`form.name[${index}] must be { culture: fr|en, value }`);
    }
    return { culture: entry.culture as Language, value: checkName(entry.value, `form.name[${index}].value`) };
  });
}

export function parseLocalizations(value: unknown): Language[] {
  if (!Array.isArray(value) || value.length === 0) throw badRequest('form.localizations needs at least one of en, fr');
  const languages = [...new Set(value)];
  if (!languages.every((language): language is Language => LANGUAGES.includes(language as Language))) {
    throw badRequest('form.localizations may only hold en and fr');
  }
  return languages;
}

export function parseLimit(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const limit = typeof value === 'string' ? Number(value) : value;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0 || limit > INT32_MAX) {
    throw badRequest(`form.submissionLimit must be a whole number from 0 to ${INT32_MAX}`);
  }
  return limit;
}

export default async function formRoutes(app: FastifyInstance) {
  await ensureMultipart(app);

  app.get<{ Params: { orgId: string }; Querystring: { page: number; pageSize: number }; Reply: ListResponse<Form> }>(
    '/organizations/:orgId/forms',
    {
      preHandler: requireRight('FORM', 'read'),
      schema: {
        summary: "One page of the organization's forms, last modified first",
        tags: ['forms'],
        security: bearer,
        params: { type: 'object', properties: { orgId: { type: 'string', format: 'uuid' } }, required: ['orgId'] },
        querystring: pagingQuerySchema(5),
        response: { 200: formListSchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => listForms(app.db, request.params.orgId, request.query.page, request.query.pageSize),
  );

  app.post<{ Params: { orgId: string; templateId: string }; Reply: Form }>(
    '/organizations/:orgId/forms/templates/:templateId',
    {
      preHandler: requireRight('FORM', 'write'),
      schema: {
        summary: 'Creates a Pending form from a template',
        description:
          'multipart/form-data: part `form` is JSON { name (1-100, text or [{culture, value}]), localizations (en and/or fr), content? (JSON text; default the template\'s), submissionLimit?, recaptchaEnabled? }; optional part `avatar` (png or jpeg, 2 MB).',
        tags: ['forms'],
        security: bearer,
        multipartParts: {
          type: 'object',
          properties: { form: jsonPart('The new form', { name: 'New form', localizations: ['en'] }), avatar: filePart },
          required: ['form'],
        },
        params: {
          type: 'object',
          properties: { orgId: { type: 'string', format: 'uuid' }, templateId: { type: 'string', format: 'uuid' } },
          required: ['orgId', 'templateId'],
        },
        querystring: emptyQuerySchema,
        response: { 200: formSchema, ...errorReplies(400, 401, 403, 404, 413) },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      const { form, avatar } = await readFormMultipart(request);
      const localizations = parseLocalizations(form.localizations);
      const name = parseName(form.name, localizations);
      const template = await findTemplate(app.db, request.params.templateId);
      if (!template) throw notFound('Template not found');
      let content = template.content;
      if (form.content !== undefined && form.content !== null && form.content !== '') {
        if (typeof form.content !== 'string') throw badRequest('form.content must be JSON text');
        const parsed = parseFormContent(form.content);
        if (!parsed.ok) throw badRequest(`form.${parsed.error}`);
        content = form.content;
      }
      const submissionLimit = parseLimit(form.submissionLimit);
      // Every check is done: the avatar and the form are stored together or not at all.
      return insertForm(app.db, {
        organizationId: request.params.orgId,
        name,
        localizations,
        content,
        paymentModes: template.paymentModes,
        avatar,
        editedBy: request.user.id,
        submissionLimit,
        recaptchaEnabled: form.recaptchaEnabled === true,
      });
    },
  );

  app.post<{ Params: { orgId: string; formId: string }; Body: { id?: string; name: string }; Reply: Form }>(
    '/organizations/:orgId/forms/:formId/clone',
    {
      preHandler: requireRight('FORM', 'write'),
      schema: {
        summary: 'Copies a form under a new name; the copy is Pending with no submissions',
        tags: ['forms'],
        security: bearer,
        params: formIdParamsSchema,
        querystring: emptyQuerySchema,
        body: {
          type: 'object',
          properties: { id: { type: 'string', format: 'uuid' }, name: { type: 'string', minLength: 1, maxLength: NAME_MAX } },
          required: ['name'],
        },
        response: { 200: formSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      const { id, name } = request.body;
      if (id !== undefined && id !== request.params.formId) throw badRequest('body.id must be the id of the form in the path');
      const source = await getFormDetails(app.db, request.params.formId, request.params.orgId);
      if (!source) throw notFound('Form not found');
      return cloneForm(app.db, source.row, checkName(name, 'body.name'), request.user.id);
    },
  );

  app.delete<{ Params: { orgId: string; formId: string }; Reply: number }>(
    '/organizations/:orgId/forms/:formId',
    {
      preHandler: requireRight('FORM', 'delete'),
      schema: {
        summary: 'Deletes a form and its submissions; answers 1',
        description:
          'Refused with 409 `{ errors: [moneyHeld] }` while a submission of the form holds a card payment not refunded in full, or a charge under way or planned: refund or cancel it first. A card payment never completed (nothing charged) does not block; its planned charges are deleted with the form.',
        tags: ['forms'],
        security: bearer,
        params: formIdParamsSchema,
        querystring: emptyQuerySchema,
        response: { 200: { type: 'integer', enum: [1] }, 409: codedErrorSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const deleted = await deleteForm(app.db, request.params.orgId, request.params.formId);
      if (deleted !== 1) throw notFound('Form not found');
      return 1;
    },
  );

  app.get<{ Params: { orgId: string; formId: string }; Reply: FormDetailsResponse }>(
    '/organizations/:orgId/forms/:formId/details',
    {
      preHandler: requireRight('FORM', 'read'),
      schema: {
        summary: 'A form (content as JSON text) with its organization',
        tags: ['forms'],
        security: bearer,
        params: formIdParamsSchema,
        querystring: emptyQuerySchema,
        response: { 200: formDetailsSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const details = await getFormDetails(app.db, request.params.formId, request.params.orgId);
      if (!details) throw notFound('Form not found');
      return { form: { ...details.form, discountCodeUses: await discountCodeUsesOf(app.db, details.form.id) }, organization: details.organization };
    },
  );
}
