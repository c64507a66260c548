// Schemas of the form calls; fast-json-stringify drops any reply property not listed here.
import { Type } from '@sinclair/typebox';
import { Enum, Nullable, RecordOf, WithDefault, organizationSchema, uuidSchema } from '../../schemas';

const nullableString = Nullable(Type.String());
// Free-form JSON kept as stored (an empty schema serializes any value).
const anyJson = Type.Unknown();

export const localizedNameSchema = Type.Union([
  Type.String(),
  Type.Array(Type.Object({ culture: Type.String(), value: Type.String() })),
]);

/** The administrator e-mails and the confirmation e-mail text (plain, or per language). */
const emailContentSchema = Nullable(Type.Object({ emails: Type.Array(Type.String()), content: localizedNameSchema }));

export const formSchema = Type.Object({
  id: Type.String(),
  name: localizedNameSchema,
  status: Enum('integer', [1, 2, 3, 4]),
  avatar: Type.Optional(nullableString),
  organizationId: Type.String(),
  editedBy: Type.Optional(Nullable(Type.Object({ id: Type.String(), firstName: Type.String(), name: Type.String() }))),
  submissionCount: Type.Integer(),
  submissionLimit: Type.Optional(Nullable(Type.Integer())),
  creationDate: Type.Optional(Type.String({ format: 'date-time' })),
  modificationDate: Type.Optional(Type.String({ format: 'date-time' })),
  currency: Type.Optional(Enum('string', ['usd', 'cad'])),
  recaptchaEnabled: Type.Optional(Type.Boolean()),
  emailContent: Type.Optional(emailContentSchema),
  discountCodes: Type.Optional(Type.Array(anyJson)),
  discountCodeUses: Type.Optional(RecordOf(Type.Integer(), { description: 'Staff calls only: uses already counted per code' })),
  hasDiscountCodes: Type.Optional(Type.Boolean()),
  localizations: Type.Optional(Type.Array(Type.String())),
  fieldProperties: Type.Optional(anyJson),
  paymentEnabled: Type.Optional(Type.Boolean()),
  paymentOptional: Type.Optional(Type.Boolean()),
  fixedAmount: Type.Optional(Nullable(Type.Integer())),
  paymentAccount: Type.Optional(nullableString),
  paymentProvider: Type.Optional(nullableString),
  paymentModes: Type.Optional(anyJson),
  content: Type.String({ description: 'JSON text of the steps and rules' }),
  startDate: Type.Optional(nullableString),
  endDate: Type.Optional(nullableString),
  version: Type.Optional(Type.Integer({ description: 'Raised by each save (PUT); a save names the version it was made on' })),
});

export const formListSchema = Type.Object({ data: Type.Array(formSchema), totalCount: Type.Integer() });

export const formDetailsSchema = Type.Object({ form: formSchema, organization: organizationSchema });

/** Paging stops here: the offset it gives must stay far inside PostgreSQL's bigint. */
export const MAX_PAGE = 1_000_000;

export function pagingQuerySchema(defaultPageSize: number) {
  return Type.Object(
    {
      page: WithDefault(Type.Integer({ minimum: 1, maximum: MAX_PAGE }), 1),
      pageSize: WithDefault(Type.Integer({ minimum: 1, maximum: 100 }), defaultPageSize),
    },
    { additionalProperties: false },
  );
}

export const formIdParamsSchema = Type.Object({ orgId: uuidSchema, formId: uuidSchema });
