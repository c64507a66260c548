// The receipt's reply schema (shared/core `Receipt`); the reply schema also drops any field not listed.
const nullableString = { type: ['string', 'null'] } as const;

const receiptLineSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    date: { type: 'string' },
    total: { type: 'integer' },
    state: { type: 'string', enum: ['paid', 'planned', 'declined', 'processing', 'refunded', 'canceled'] },
    refunded: { type: 'integer' },
    errorCode: nullableString,
    declineCode: nullableString,
    nextAttemptAt: nullableString,
    canPay: { type: 'boolean' },
  },
  required: ['id', 'date', 'total', 'state', 'refunded', 'errorCode', 'declineCode', 'nextAttemptAt', 'canPay'],
} as const;

const receiptPaymentSchema = {
  type: ['object', 'null'],
  properties: {
    method: { type: 'string', enum: ['credit_card', 'other'] },
    status: { type: 'string' },
    currency: { type: 'string' },
    total: { type: 'integer' },
    paid: { type: 'integer' },
    refunded: { type: 'integer' },
    reference: nullableString,
    coupon: {
      type: ['object', 'null'],
      properties: { code: { type: 'string' }, discountTotal: { type: 'integer' } },
      required: ['code', 'discountTotal'],
    },
    modeDiscount: {
      type: ['object', 'null'],
      properties: { type: { type: 'string', enum: ['amount', 'percent'] }, value: { type: 'number' } },
      required: ['type', 'value'],
    },
    lines: { type: 'array', items: receiptLineSchema },
    cardAccount: {
      type: ['object', 'null'],
      properties: { organizationId: { type: 'string' }, accountId: { type: 'string' } },
      required: ['organizationId', 'accountId'],
    },
  },
  required: ['method', 'status', 'currency', 'total', 'paid', 'refunded', 'reference', 'coupon', 'modeDiscount', 'lines', 'cardAccount'],
} as const;

export const receiptSchema = {
  type: 'object',
  properties: {
    submissionId: { type: 'string' },
    date: { type: 'string' },
    culture: { type: ['string', 'null'], enum: ['fr', 'en', null] },
    organizationName: { type: 'string' },
    payment: receiptPaymentSchema,
  },
  required: ['submissionId', 'date', 'culture', 'organizationName', 'payment'],
} as const;
