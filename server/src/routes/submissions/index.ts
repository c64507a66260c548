import { Type } from '@sinclair/typebox';
import { CANONICAL_PAYMENT_STATUSES } from '@front-office/shared/core';
import { HttpError, notFound, unauthorized } from '../../lib/http-error';
import { requireRight } from '../../plugins/auth';
import { Enum, Nullable, RecordOf, WithDefault, bearer, emptyQuerySchema, errorReplies, errorSchema, filePart, jsonPart, uuidSchema } from '../../schemas';
import type { TypedApp } from '../../schemas';
import { ensureMultipart } from '../../services/files/multipart';
import type { CardProviders } from '../../services/payments/card-providers';
import type { RefundProviders } from '../../services/payments/refund-provider';
import { readSubmission } from '../../services/submissions/submission-intake';
import { deleteSubmission, updateSubmission } from '../../services/submissions/edit';
import { findSubmission, getSubmissionDetails, listSubmissions, submissionHistoryOf } from '../../services/submissions/queries';
import { cancelPayment, refundPayment } from '../../services/submissions/refunds';
import { retryInstallment } from '../../services/submissions/retry-installment';
import { formIdParamsSchema, formSchema, pagingQuerySchema } from '../forms/schemas';
import { rejectionSchema } from './public-submission';

export interface SubmissionRoutesOptions {
  /** The refund provider of a payment's own account (none for it: refunds and cancels answer 503). */
  refundProviders: RefundProviders;
  /** Charges a declined installment again (staff retry). */
  cardProviders: CardProviders;
}

const submissionParams = Type.Object({ orgId: uuidSchema, formId: uuidSchema, submissionId: uuidSchema });
// A payment id is ours (a UUID) and a line id ours too (a UUID, or its position for older payments).
const lineId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
const paymentParams = Type.Object({ orgId: uuidSchema, paymentId: lineId, id: lineId });

const nullableString = Nullable(Type.String());

const paymentDetailSchema = Type.Object(
  {
    id: Type.String(),
    date: Type.String(),
    total: Type.Integer(),
    status: Type.String(),
    providerFees: Type.Optional(Type.Integer()),
    paymentIntentId: Type.Optional(nullableString),
    refundedTotal: Type.Integer({ description: 'cents given back by refunds done or under way' }),
    refundable: Type.Integer({ description: 'cents a refund may still give back' }),
    refundPending: Type.Optional(Type.Integer({ description: 'of refundedTotal, the cents of refunds still pending at the provider' })),
    dispute: Type.Optional(
      Nullable(
        Type.Object(
          {
            amount: Type.Integer({ description: 'cents the bank holds' }),
            status: Type.String({ description: "the provider's status (needs_response, under_review, won, lost, …)" }),
            reason: nullableString,
            outcome: Nullable(Enum('string', ['won', 'lost'])),
          },
          { description: 'a dispute (chargeback) of this charge' },
        ),
      ),
    ),
  },
  { additionalProperties: true },
);

const paymentSchema = Nullable(
  Type.Object(
    {
      id: Type.String(),
      method: Enum('string', ['credit_card', 'other']),
      status: Type.String(),
      paymentIntentId: Type.Optional(nullableString),
      modeDefinition: Type.Optional(Type.Unknown()),
      paymentDetails: Type.Array(paymentDetailSchema),
      total: Type.Integer(),
    },
    { additionalProperties: true },
  ),
);

/** shared/core `paymentMoney`: the figures the report's money columns show (issue 18 §10), in cents. */
const moneySchema = Nullable(
  Type.Object(
    {
      charged: Type.Integer({ description: 'what the charges took, refunded since or not' }),
      refunded: Type.Integer({ description: 'what refunds gave back or are giving back' }),
      disputed: Type.Integer({ description: 'what disputes claim of the charges, open or closed' }),
      disputeLost: Type.Integer({ description: 'what disputes lost for good took back' }),
      net: Type.Integer({ description: 'charged − refunded − disputeLost' }),
      codeDiscount: Type.Integer(),
      modeDiscount: Type.Integer(),
    },
    { description: 'what the payment moved, in cents: the report columns TotalPaid (charged), Refunded, Disputed, DisputeLost, NetPaid (net), Discount (codeDiscount), ModeDiscount' },
  ),
);

const submissionSchema = Type.Object({
  id: Type.String(),
  date: Type.String({ format: 'date-time' }),
  fields: Type.Array(Type.Object({ id: Type.String(), rowId: nullableString, value: Type.String() })),
  payment: paymentSchema,
  coupon: Nullable(Type.Partial(Type.Object({ code: Type.String(), discountTotal: Type.Integer() }))),
  money: moneySchema,
});

const detailsSchema = Type.Object({ form: formSchema, submission: submissionSchema });

const refundOutcomeSchema = Type.Object({
  refund: Type.Object({ id: Type.String(), amount: Type.Integer(), status: Enum('string', ['pending', 'succeeded', 'failed']) }),
  payment: paymentSchema,
});

const chargeSchema = Type.Object({
  status: Enum('string', ['succeeded', 'processing', 'requires_action', 'failed']),
  code: Nullable(Type.String({ description: "the provider's error code of a declined charge" })),
  declineCode: nullableString,
});

const retryOutcomeSchema = Type.Object({ charge: chargeSchema, payment: paymentSchema });

const retryDeclinedSchema = Type.Object({
  ...errorSchema.properties,
  errors: Type.Array(Type.String()),
  code: Type.String(),
  declineCode: nullableString,
  payment: paymentSchema,
});

const historySchema = Type.Array(
  Type.Object({
    id: Type.String(),
    kind: Enum('string', ['created', 'edited', 'refunded', 'refundFailed', 'canceled', 'cancelFailed', 'chargeRetried', 'refundSettled', 'chargeSettled', 'disputeOpened', 'disputeClosed']),
    date: Type.String({ format: 'date-time' }),
    by: Nullable(Type.Object({ id: Type.String(), firstName: Type.String(), name: Type.String() })),
    details: RecordOf(true),
  }),
);

/**
 * Staff calls on submissions (spec 000 §7): list, details, history, edit, delete, refund, cancel.
 * Rights (server/README.md "Submissions"): FORM_SUBMISSION read to see, update to edit, refund
 * and cancel, delete to delete; a form, submission or payment of another organization is 404.
 */
export default async function submissionRoutes(app: TypedApp, options: SubmissionRoutesOptions) {
  await ensureMultipart(app);

  app.get(
    '/organizations/:orgId/forms/:formId/submissions/details',
    {
      preHandler: requireRight('FORM_SUBMISSION', 'read'),
      schema: {
        summary: "One page of a form's submissions, last sent first, with the form",
        description: 'Beyond the spec: `search` looks for a text in the answers (case-insensitive); `paymentStatus` keeps one payment status (either spelling) or `none`.',
        tags: ['submissions'],
        security: bearer,
        params: formIdParamsSchema,
        querystring: Type.Object(
          {
            ...pagingQuerySchema(8).properties,
            // No NUL nor lone surrogate: PostgreSQL refuses them in text (a 400 here, not a 500 there).
            search: Type.Optional(Type.String({ maxLength: 200, pattern: '^[^\\u0000\\uD800-\\uDFFF]*$' })),
            paymentStatus: Type.Optional(Enum('string', [...CANONICAL_PAYMENT_STATUSES, 'none'])),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ form: formSchema, submissions: Type.Object({ data: Type.Array(submissionSchema), totalCount: Type.Integer() }) }),
          ...errorReplies(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { page, pageSize, search, paymentStatus } = request.query;
      // Ajv lets a coerced "Infinity" through `integer`; PostgreSQL would then fail on the offset.
      if (!Number.isSafeInteger(page) || !Number.isSafeInteger(pageSize)) throw new HttpError(400, 'page and pageSize must be whole numbers');
      const result = await listSubmissions(app.db, request.params.orgId, request.params.formId, { page, pageSize, search, paymentStatus });
      if (!result) throw notFound('Form not found');
      return result;
    },
  );

  app.get(
    '/organizations/:orgId/forms/:formId/submissions/:submissionId/details',
    {
      preHandler: requireRight('FORM_SUBMISSION', 'read'),
      schema: {
        summary: 'A submission with its form; payment lines carry refundedTotal and refundable (cents)',
        tags: ['submissions'],
        security: bearer,
        params: submissionParams,
        querystring: emptyQuerySchema,
        response: { 200: detailsSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { orgId, formId, submissionId } = request.params;
      const result = await getSubmissionDetails(app.db, orgId, formId, submissionId);
      if (!result) throw notFound('Submission not found');
      return result;
    },
  );

  app.get(
    '/organizations/:orgId/forms/:formId/submissions/:submissionId/history',
    {
      preHandler: requireRight('FORM_SUBMISSION', 'read'),
      schema: {
        summary: 'Beyond the spec: what happened to a submission, oldest first (sent, edits, refunds, cancels)',
        tags: ['submissions'],
        security: bearer,
        params: submissionParams,
        querystring: emptyQuerySchema,
        response: { 200: historySchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { orgId, formId, submissionId } = request.params;
      const row = await findSubmission(app.db, orgId, formId, submissionId);
      if (!row) throw notFound('Submission not found');
      return submissionHistoryOf(app.db, row);
    },
  );

  app.put(
    '/organizations/:orgId/forms/:formId/submissions/:submissionId',
    {
      preHandler: requireRight('FORM_SUBMISSION', 'update'),
      schema: {
        summary: "Edits a submission's answers; answers { form, submission }",
        description:
          'multipart/form-data: `Content` (JSON: the submission, or its list of { id, rowId, value }) and one file part per upload field keyed by its field (or copy) id, 10 MB each. Checked as a public submission is; an upload field without a new file keeps its file. Refusals: 400 { errors, fields } as the public submission, `submission.pricedAnswerLocked` for a priced answer of a paid submission.',
        tags: ['submissions'],
        security: bearer,
        multipartParts: {
          type: 'object',
          properties: { Content: jsonPart('The submission, or its list of { id, rowId, value }', []) },
          // One file part per upload field (or copy) of the form, keyed by its id.
          additionalProperties: filePart,
        },
        params: submissionParams,
        querystring: emptyQuerySchema,
        response: { 200: detailsSchema, 400: rejectionSchema, ...errorReplies(401, 403, 404, 413) },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      const { orgId, formId, submissionId } = request.params;
      const row = await findSubmission(app.db, orgId, formId, submissionId);
      if (!row) throw notFound('Submission not found');
      // The public submission's bounds: file parts only for the form's upload fields, short text parts.
      const read = await readSubmission(app.db, request, orgId, formId);
      if (!read) throw notFound('Submission not found');
      const submission = await updateSubmission(app.db, row, read, request.user.id);
      const details = await getSubmissionDetails(app.db, orgId, formId, submissionId);
      if (!details) throw notFound('Submission not found');
      return { form: details.form, submission };
    },
  );

  app.delete(
    '/organizations/:orgId/forms/:formId/submissions/:submissionId',
    {
      preHandler: requireRight('FORM_SUBMISSION', 'delete'),
      schema: {
        summary: 'Deletes a submission, its files and history; answers 1',
        description:
          'Refused with 409 `moneyHeld` while a succeeded payment was not refunded in full, and `paymentInProgress` while a charge is under way or planned: refund or cancel first. `paymentIntentId`, when sent, must be the payment of this submission (else 400).',
        tags: ['submissions'],
        security: bearer,
        params: submissionParams,
        querystring: Type.Object({ paymentIntentId: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })) }, { additionalProperties: false }),
        response: { 200: Enum('integer', [1]), 400: rejectionSchema, 409: rejectionSchema, ...errorReplies(401, 403, 404) },
      },
    },
    async (request) => {
      const { orgId, formId, submissionId } = request.params;
      const deleted = await deleteSubmission(app.db, orgId, formId, submissionId, request.query.paymentIntentId);
      if (!deleted) throw notFound('Submission not found');
      return 1 as const;
    },
  );

  app.post(
    '/organizations/:orgId/payment/:paymentId/refund/:id',
    {
      preHandler: requireRight('FORM_SUBMISSION', 'update'),
      schema: {
        summary: 'Refunds part or all of a succeeded payment line (amount in cents)',
        description:
          'The sum of refunds of a line never passes what it took: 409 `refundAmountTooHigh` otherwise (also under concurrent calls). Send an `Idempotency-Key` header: a retried call with the same key and amount answers the refund already made (succeeded or pending), while a refund the provider refused is tried again as a new refund; the same key with another amount is 409 `idempotencyKeyReused`. The refund goes through the account that took the payment, whatever account the form uses now. 409 `notRefundable` when the line did not succeed, `providerRefused` when the provider said no; 502 when it could not be reached.',
        tags: ['submissions'],
        security: bearer,
        params: paymentParams,
        querystring: emptyQuerySchema,
        headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 100 })) }),
        body: Type.Object(
          { amount: Type.Integer({ minimum: 1, maximum: 100_000_000 }), refundStripeFees: WithDefault(Type.Boolean(), false) },
          { additionalProperties: false },
        ),
        response: { 200: refundOutcomeSchema, 409: rejectionSchema, ...errorReplies(400, 401, 403, 404, 502, 503) },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return refundPayment(app.db, options.refundProviders, {
        organizationId: request.params.orgId,
        paymentId: request.params.paymentId,
        detailId: request.params.id,
        amount: request.body.amount,
        refundFees: request.body.refundStripeFees,
        userId: request.user.id,
        requestKey: request.headers['idempotency-key'],
      });
    },
  );

  app.post(
    '/organizations/:orgId/payment/:paymentId/cancel/:id',
    {
      preHandler: requireRight('FORM_SUBMISSION', 'update'),
      schema: {
        summary: 'Cancels a payment line that took no money, with the planned (READY) installments after it (never earlier ones)',
        description: 'The lines stopped are shared/core `linesStoppedByCancel`: this line and the planned ones after it in the plan. A charge under way is canceled at the provider of the account that took the payment. 409 `notCancelable` for succeeded (refund it), canceled, refunded, pending_refund and failed lines; `providerRefused` when the provider said no; 502 when it could not be reached.',
        tags: ['submissions'],
        security: bearer,
        params: paymentParams,
        querystring: emptyQuerySchema,
        response: { 200: refundOutcomeSchema, 409: rejectionSchema, ...errorReplies(400, 401, 403, 404, 502, 503) },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return cancelPayment(app.db, options.refundProviders, {
        organizationId: request.params.orgId,
        paymentId: request.params.paymentId,
        detailId: request.params.id,
        userId: request.user.id,
      });
    },
  );

  app.post(
    '/organizations/:orgId/payment/:paymentId/retry/:id',
    {
      preHandler: requireRight('FORM_SUBMISSION', 'update'),
      schema: {
        summary: 'Beyond the spec: charges a declined installment again now, on the card and account of its payment',
        description:
          'For an installment whose off-session charge was declined (READY with an error and a next attempt, or failed for good). One new attempt with a new idempotency key from our ids; two presses charge once (the second answers the charge made). 402 `cardDeclined` with the provider\'s `code` and `declineCode` when declined again (the installment keeps its next attempt); 409 `notRetryable` for any other line; 502 when the provider could not be reached; 503 when no provider serves the account here.',
        tags: ['submissions'],
        security: bearer,
        params: paymentParams,
        querystring: emptyQuerySchema,
        response: { 200: retryOutcomeSchema, 402: retryDeclinedSchema, 409: rejectionSchema, ...errorReplies(400, 401, 403, 404, 502, 503) },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      const outcome = await retryInstallment(app.db, options.cardProviders, {
        organizationId: request.params.orgId,
        paymentId: request.params.paymentId,
        detailId: request.params.id,
        userId: request.user.id,
      });
      return { charge: outcome.charge, payment: outcome.payment };
    },
  );
}
