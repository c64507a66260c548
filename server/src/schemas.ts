// Route schemas shared by several routes, and the builders every route's schemas use. The schemas
// are TypeBox: plain JSON Schema for Ajv, fast-json-stringify and the OpenAPI document, and the
// TypeScript type of what a handler reads and answers (the routes take a `TypedApp`). The reply
// schemas also strip any field not listed.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Kind, Type } from '@sinclair/typebox';
import type { SchemaOptions, Static, TSchema, TUnsafe } from '@sinclair/typebox';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';

/** The Fastify instance a route plugin receives: its handlers' params, query, body and replies are typed from their schemas. */
export type TypedApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

type Primitive = string | number | boolean | null;
type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';

/**
 * `{ type, enum }` as JSON Schema writes it: a TypeBox union of literals would validate as `anyOf`,
 * with other error messages. `type` may be a list (`['string', 'null']` with `null` among the values).
 */
export function Enum<const T extends readonly Primitive[]>(type: JsonType | readonly JsonType[], values: T, options: SchemaOptions = {}): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ ...options, type, enum: values });
}

/** The schema, also allowing null, as `type: [its type, 'null']` (not an `anyOf`, whose messages differ). */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  return Type.Unsafe<Static<T> | null>({ ...schema, [Kind]: 'Unsafe', type: [schema.type as JsonType, 'null'] });
}

/** An object of any keys whose values match `values` (`additionalProperties`; `true`: any value). */
export function RecordOf<T extends TSchema>(values: T | true, options: SchemaOptions = {}): TUnsafe<Record<string, T extends TSchema ? Static<T> : unknown>> {
  return Type.Unsafe({ ...options, type: 'object', additionalProperties: values });
}

/**
 * A property the caller may leave out, which Ajv then sets to its default (useDefaults): left out
 * of `required` in the schema, always there for the handler.
 */
export function WithDefault<T extends TSchema>(schema: T, value: Static<T>): T {
  return Type.Optional(Type.Unsafe({ ...schema, default: value })) as unknown as T;
}

export const uuidSchema = Type.String({ format: 'uuid' });

/** A reply of bytes (a file, a stream): `format: binary` in OpenAPI; the handler sends a Buffer or a stream. */
export const Binary = (options: SchemaOptions = {}) => Type.Unsafe<Buffer | Readable>({ ...options, type: 'string', format: 'binary' });

/** A 204 reply: no body. */
export const noContentSchema = Type.Unsafe<undefined>({ type: 'null' });

export const errorSchema = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
});

export const userProperties = {
  id: Type.String(),
  firstName: Type.String(),
  name: Type.String(),
  culture: Enum('string', ['fr', 'en']),
  email: Type.String(),
  isAdmin: Type.Boolean(),
  avatar: Nullable(Type.String()),
};

export const userSchema = Type.Object(userProperties);

export const loginResponseSchema = Type.Object({ jwt: Type.String(), ...userProperties });

export const organizationSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  currency: Enum('string', ['usd', 'cad']),
  avatar: Nullable(Type.String()),
});

export const permissionEntrySchema = Type.Object({
  name: Enum('string', ['FORM', 'FORM_SUBMISSION', 'REPORT', 'PAYMENT_ACCOUNTS', 'ORGANIZATION']),
  read: Type.Boolean(),
  write: Type.Boolean(),
  update: Type.Boolean(),
  delete: Type.Boolean(),
});

export const orgIdParamsSchema = Type.Object({ orgId: uuidSchema });

/** For calls that take no query string; Fastify drops unknown parameters (Ajv removeAdditional). */
export const emptyQuerySchema = Type.Object({}, { additionalProperties: false });

export const bearer = [{ bearerAuth: [] }];

/** A refusal with codes a client can tell apart (`errors`, e.g. `moneyHeld`): an HttpError given codes. */
export const codedErrorSchema = Type.Object({ ...errorSchema.properties, errors: Type.Array(Type.String()) });

export const errorReplies = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, errorSchema])) as Record<number, typeof errorSchema>;

/** The largest value of a PostgreSQL `integer` column: every number stored in one is bounded by it. */
export const INT32_MAX = 2_147_483_647;

// The parts of a multipart body are read and checked by hand (services/multipart.ts); these
// schemas only document them (schema.multipartParts, OpenAPI and the fuzz test).

/** A file part of a multipart body (schema.multipartParts). */
export const filePart = { type: 'string', format: 'binary' } as const;

/** A JSON text part of a multipart body, sent as a field or as an application/json file; `example` is a valid value. */
export const jsonPart = (description: string, example: unknown) =>
  ({ type: 'string', contentMediaType: 'application/json', description, example: JSON.stringify(example) }) as const;

/** A short text part of a multipart body. */
export const textPart = (maxLength: number, example?: string) => ({ type: 'string', maxLength, ...(example === undefined ? {} : { example }) }) as const;

/** A refused payment call: the error reply, with the card's `code` and `declineCode` when a card was declined (402). */
export const cardRefusalSchema = Type.Object({
  ...errorSchema.properties,
  errors: Type.Optional(Type.Array(Type.String())),
  code: Type.Optional(Type.String()),
  declineCode: Type.Optional(Nullable(Type.String())),
});

/** What the browser needs to authenticate a charge with the cardholder's bank (the provider port's PaymentAction). */
export const paymentActionSchema = Type.Object({
  clientSecret: Type.String(),
  paymentMethodId: Nullable(Type.String()),
  scriptUrl: Nullable(Type.String()),
  publishableKey: Nullable(Type.String()),
});

/** A 402 that may be `authentication_required`: the card refusal, with the action the page runs then. */
export const cardRefusalOrActionSchema = Type.Object({ ...cardRefusalSchema.properties, action: Type.Optional(paymentActionSchema) });
