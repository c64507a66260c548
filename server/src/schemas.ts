// JSON schemas shared by several routes; the reply schemas also strip any field not listed.
export const errorSchema = {
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
  },
  required: ['statusCode', 'error', 'message'],
} as const;

export const userProperties = {
  id: { type: 'string' },
  firstName: { type: 'string' },
  name: { type: 'string' },
  culture: { type: 'string', enum: ['fr', 'en'] },
  email: { type: 'string' },
  isAdmin: { type: 'boolean' },
  avatar: { type: ['string', 'null'] },
} as const;

export const userSchema = {
  type: 'object',
  properties: userProperties,
  required: Object.keys(userProperties),
} as const;

export const loginResponseSchema = {
  type: 'object',
  properties: { jwt: { type: 'string' }, ...userProperties },
  required: ['jwt', ...Object.keys(userProperties)],
} as const;

export const organizationSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    currency: { type: 'string', enum: ['usd', 'cad'] },
    avatar: { type: ['string', 'null'] },
  },
  required: ['id', 'name', 'currency', 'avatar'],
} as const;

export const permissionEntrySchema = {
  type: 'object',
  properties: {
    name: { type: 'string', enum: ['FORM', 'FORM_SUBMISSION', 'REPORT', 'PAYMENT_ACCOUNTS', 'ORGANIZATION'] },
    read: { type: 'boolean' },
    write: { type: 'boolean' },
    update: { type: 'boolean' },
    delete: { type: 'boolean' },
  },
  required: ['name', 'read', 'write', 'update', 'delete'],
} as const;

export const orgIdParamsSchema = {
  type: 'object',
  properties: { orgId: { type: 'string', format: 'uuid' } },
  required: ['orgId'],
} as const;

/** For calls that take no query string; Fastify drops unknown parameters (Ajv removeAdditional). */
export const emptyQuerySchema = { type: 'object', properties: {}, additionalProperties: false } as const;

export const bearer = [{ bearerAuth: [] }];

/** A refusal with codes a client can tell apart (`errors`, e.g. `moneyHeld`): an HttpError given codes. */
export const codedErrorSchema = {
  type: 'object',
  properties: { ...errorSchema.properties, errors: { type: 'array', items: { type: 'string' } } },
  required: [...errorSchema.required, 'errors'],
} as const;

export const errorReplies = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, errorSchema])) as Record<number, typeof errorSchema>;

/** The largest value of a PostgreSQL `integer` column: every number stored in one is bounded by it. */
export const INT32_MAX = 2_147_483_647;

/** A file part of a multipart body (schema.multipartParts). */
export const filePart = { type: 'string', format: 'binary' } as const;

/** A JSON text part of a multipart body, sent as a field or as an application/json file; `example` is a valid value. */
export const jsonPart = (description: string, example: unknown) =>
  ({ type: 'string', contentMediaType: 'application/json', description, example: JSON.stringify(example) }) as const;

/** A short text part of a multipart body. */
export const textPart = (maxLength: number, example?: string) => ({ type: 'string', maxLength, ...(example === undefined ? {} : { example }) }) as const;

/** A refused payment call: the error reply, with the card's `code` and `declineCode` when a card was declined (402). */
export const cardRefusalSchema = {
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    errors: { type: 'array', items: { type: 'string' } },
    code: { type: 'string' },
    declineCode: { type: ['string', 'null'] },
  },
  required: ['statusCode', 'error', 'message'],
} as const;
