import { Type } from '@sinclair/typebox';
import { HttpError, unauthorized } from '../../lib/http-error';
import { requireRight } from '../../plugins/auth';
import type { Currency, OrganizationNameError } from '@front-office/shared/core';
import { CURRENCIES, DEFAULT_CURRENCY, organizationNameError } from '@front-office/shared/core';
import { bearer, codedErrorSchema, emptyQuerySchema, errorReplies, filePart, jsonPart, orgIdParamsSchema, organizationSchema } from '../../schemas';
import type { TypedApp } from '../../schemas';
import { requireImage } from '../../services/files/images';
import { ensureMultipart } from '../../services/files/multipart';
import { parseJsonPart, readImageMultipart } from '../../services/files/multipart-parts';
import type { UploadedImage } from '../../services/organizations/organization-profile';
import { createOrganization, updateOrganization } from '../../services/organizations/organization-profile';
import { listUserOrganizations } from '../../services/organizations/organizations';

// The core schema's messages are i18n keys for the browser; the API answers the spec's English texts.
const NAME_MESSAGES: Record<OrganizationNameError, string> = {
  'validation.organizationNameRequired': "Name can't be empty",
  'validation.organizationNameTooLong': 'Name is too long (100 characters maximum)',
};

function validName(value: unknown): string {
  const name = typeof value === 'string' ? value : '';
  const error = organizationNameError(name);
  if (error) throw new HttpError(400, NAME_MESSAGES[error]);
  return name.trim();
}

function validCurrency(value: unknown, fallback: Currency | null): Currency {
  if (value === undefined && fallback) return fallback;
  if (typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value.toLowerCase())) return value.toLowerCase() as Currency;
  throw new HttpError(400, 'Currency must be usd or cad');
}

function image(bytes: Buffer | undefined): UploadedImage | null {
  if (!bytes) return null;
  return { bytes, kind: requireImage(bytes) };
}

const createParts = {
  type: 'object',
  properties: { organization: jsonPart('{ name, currency }', { name: 'New club', currency: 'usd' }), avatar: filePart },
  required: ['organization', 'avatar'],
} as const;

const updateParts = {
  type: 'object',
  properties: { Organization: jsonPart('{ name, currency, id? }', { name: 'Renamed club', currency: 'cad' }), Avatar: filePart },
  required: ['Organization'],
} as const;

export default async function organizationRoutes(app: TypedApp, options: { organizationsPerUser: number }) {
  // Logo uploads: the size cap is set per call (readImageMultipart).
  await ensureMultipart(app);

  app.get(
    '/organizations',
    {
      schema: {
        summary: "The signed-in user's organizations",
        tags: ['organizations'],
        security: bearer,
        querystring: emptyQuerySchema,
        response: { 200: Type.Array(organizationSchema), ...errorReplies(401) },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return listUserOrganizations(app.db, request.user.id);
    },
  );

  app.post(
    '/organizations',
    {
      schema: {
        summary: 'Creates an organization: part `organization` (JSON {name, currency}) and part `avatar` (png or jpeg)',
        description: 'The creator gets every right in it. 409 { errors: [organizationLimit] } once the user created FO_ORGANIZATIONS_PER_USER organizations (default 10).',
        tags: ['organizations'],
        security: bearer,
        multipartParts: createParts,
        querystring: emptyQuerySchema,
        response: { 200: organizationSchema, ...errorReplies(400, 401, 413), 409: codedErrorSchema },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      const parts = await readImageMultipart(request, ['organization'], ['avatar']);
      const body = parseJsonPart(parts, 'organization');
      const name = validName(body.name);
      const currency = validCurrency(body.currency, DEFAULT_CURRENCY);
      const avatar = image(parts.files.get('avatar'));
      if (!avatar) throw new HttpError(400, 'A logo file is required (part "avatar")');
      return createOrganization(app.db, request.user.id, { name, currency, avatar }, options.organizationsPerUser);
    },
  );

  app.put(
    '/organizations/:orgId',
    {
      preHandler: requireRight('ORGANIZATION', 'update'),
      schema: {
        summary: 'Updates an organization: part `Organization` (JSON {currency, name, id}) and optional part `Avatar`',
        tags: ['organizations'],
        security: bearer,
        multipartParts: updateParts,
        params: orgIdParamsSchema,
        querystring: emptyQuerySchema,
        response: { 200: organizationSchema, ...errorReplies(400, 401, 403, 404, 413) },
      },
    },
    async (request) => {
      const parts = await readImageMultipart(request, ['Organization'], ['Avatar']);
      const body = parseJsonPart(parts, 'Organization');
      if (body.id !== undefined && body.id !== request.params.orgId) {
        throw new HttpError(400, 'The organization id of the body does not match the address');
      }
      const name = validName(body.name);
      const currency = validCurrency(body.currency, null);
      const avatar = image(parts.files.get('Avatar'));
      return updateOrganization(app.db, request.params.orgId, { name, currency, avatar });
    },
  );
}
