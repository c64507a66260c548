// Reply schemas of the form calls; fast-json-stringify drops any property not listed here.
import { organizationSchema } from '../../schemas';

const nullableString = { type: ['string', 'null'] } as const;
// Free-form JSON kept as stored (an empty schema serializes any value).
const anyJson = {} as const;

export const localizedNameSchema = {
  anyOf: [
    { type: 'string' },
    { type: 'array', items: { type: 'object', properties: { culture: { type: 'string' }, value: { type: 'string' } }, required: ['culture', 'value'] } },
  ],
} as const;

/** Issue 19: the administrator e-mails and the confirmation e-mail text (plain, or per language). */
const emailContentSchema = {
  type: ['object', 'null'],
  properties: { emails: { type: 'array', items: { type: 'string' } }, content: localizedNameSchema },
  required: ['emails', 'content'],
} as const;

export const formSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: localizedNameSchema,
    status: { type: 'integer', enum: [1, 2, 3, 4] },
    avatar: nullableString,
    organizationId: { type: 'string' },
    editedBy: {
      type: ['object', 'null'],
      properties: { id: { type: 'string' }, firstName: { type: 'string' }, name: { type: 'string' } },
      required: ['id', 'firstName', 'name'],
    },
    submissionCount: { type: 'integer' },
    submissionLimit: { type: ['integer', 'null'] },
    creationDate: { type: 'string', format: 'date-time' },
    modificationDate: { type: 'string', format: 'date-time' },
    currency: { type: 'string', enum: ['usd', 'cad'] },
    recaptchaEnabled: { type: 'boolean' },
    emailContent: emailContentSchema,
    discountCodes: { type: 'array', items: anyJson },
    discountCodeUses: { type: 'object', additionalProperties: { type: 'integer' }, description: 'Staff calls only: uses already counted per code' },
    hasDiscountCodes: { type: 'boolean' },
    localizations: { type: 'array', items: { type: 'string' } },
    fieldProperties: anyJson,
    paymentEnabled: { type: 'boolean' },
    paymentOptional: { type: 'boolean' },
    fixedAmount: { type: ['integer', 'null'] },
    paymentAccount: nullableString,
    paymentProvider: nullableString,
    paymentModes: anyJson,
    content: { type: 'string', description: 'JSON text of the steps and rules' },
    startDate: nullableString,
    endDate: nullableString,
    version: { type: 'integer', description: 'Raised by each save (PUT); a save names the version it was made on' },
  },
  required: ['id', 'name', 'status', 'organizationId', 'submissionCount', 'content'],
} as const;

export const formListSchema = {
  type: 'object',
  properties: { data: { type: 'array', items: formSchema }, totalCount: { type: 'integer' } },
  required: ['data', 'totalCount'],
} as const;

export const formDetailsSchema = {
  type: 'object',
  properties: { form: formSchema, organization: organizationSchema },
  required: ['form', 'organization'],
} as const;

/** Paging stops here: the offset it gives must stay far inside PostgreSQL's bigint. */
export const MAX_PAGE = 1_000_000;

export function pagingQuerySchema(defaultPageSize: number) {
  return {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: 100, default: defaultPageSize },
    },
    additionalProperties: false,
  } as const;
}

export const formIdParamsSchema = {
  type: 'object',
  properties: { orgId: { type: 'string', format: 'uuid' }, formId: { type: 'string', format: 'uuid' } },
  required: ['orgId', 'formId'],
} as const;
