// The receipt's reply schema (shared/core `Receipt`); the reply schema also drops any field not listed.
import { Type } from '@sinclair/typebox';
import { Enum, Nullable } from '../../schemas';

const nullableString = Nullable(Type.String());

const receiptLineSchema = Type.Object({
  id: Type.String(),
  date: Type.String(),
  total: Type.Integer(),
  state: Enum('string', ['paid', 'planned', 'declined', 'processing', 'refunded', 'canceled', 'actionRequired']),
  refunded: Type.Integer(),
  errorCode: nullableString,
  declineCode: nullableString,
  nextAttemptAt: nullableString,
  canPay: Type.Boolean(),
  canAuthenticate: Type.Boolean(),
});

const receiptPaymentSchema = Nullable(
  Type.Object({
    method: Enum('string', ['credit_card', 'other']),
    status: Type.String(),
    currency: Type.String(),
    total: Type.Integer(),
    paid: Type.Integer(),
    refunded: Type.Integer(),
    reference: nullableString,
    coupon: Nullable(Type.Object({ code: Type.String(), discountTotal: Type.Integer() })),
    modeDiscount: Nullable(Type.Object({ type: Enum('string', ['amount', 'percent']), value: Type.Number() })),
    lines: Type.Array(receiptLineSchema),
    cardAccount: Nullable(Type.Object({ organizationId: Type.String(), accountId: Type.String() })),
  }),
);

export const receiptSchema = Type.Object({
  submissionId: Type.String(),
  date: Type.String(),
  culture: Enum(['string', 'null'], ['fr', 'en', null]),
  organizationName: Type.String(),
  payment: receiptPaymentSchema,
});
