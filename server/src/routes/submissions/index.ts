import type { FastifyInstance, FastifyReply } from 'fastify';
import { CANONICAL_PAYMENT_STATUSES } from '@front-office/shared/core';
import { HttpError, notFound, unauthorized } from '../../lib/http-error';
import { requireRight } from '../../plugins/auth';
import { bearer, emptyQuerySchema, errorReplies, filePart, jsonPart } from '../../schemas';
import { ensureMultipart } from '../../services/files/multipart';
import { ProviderUnavailable } from '../../services/payments/card-provider';
import type { CardProviders } from '../../services/payments/card-providers';
import type { RefundProviders } from '../../services/payments/refund-provider';
import { SubmissionRejected } from '../../services/submissions/public-submission';
import type { SubmissionIntake } from '../../services/submissions/submission-intake';
import { readSubmission } from '../../services/submissions/submission-intake';
import { deleteSubmission, updateSubmission } from '../../services/submissions/edit';
import type { PaymentStatusFilter } from '../../services/submissions/queries';
import { findSubmission, getSubmissionDetails, listSubmissions, submissionHistoryOf } from '../../services/submissions/queries';
import { cancelPayment, refundPayment } from '../../services/submissions/refunds';
import { RetryDeclined, retryInstallment } from '../../services/submissions/retry-installment';
import { formSchema } from '../forms/schemas';
import { rejectionSchema } from './public-submission';

export interface SubmissionRoutesOptions {
  /** The refund provider of a payment's own account (none for it: refunds and cancels answer 503). */
  refundProviders: RefundProviders;
  /** Charges a declined installment again (staff retry). */
  cardProviders: CardProviders;
  /** The public submission's bounded intake (upload slots), shared so edits and submissions queue together. */
  intake: SubmissionIntake;
}

const uuid = { type: 'string', format: 'uuid' } as const;
const formParams = { type: 'object', properties: { orgId: uuid, formId: uuid }, required: ['orgId', 'formId'] } as const;
const submissionParams = { type: 'object', properties: { orgId: uuid, formId: uuid, submissionId: uuid }, required: ['orgId', 'formId', 'submissionId'] } as const;
// A payment id is ours (a UUID) and a line id ours too (a UUID, or its position for older payments).
const lineId = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } as const;
const paymentParams = { type: 'object', properties: { orgId: uuid, paymentId: lineId, id: lineId }, required: ['orgId', 'paymentId', 'id'] } as const;

const paymentDetailSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    date: { type: 'string' },
    total: { type: 'integer' },
    status: { type: 'string' },
    providerFees: { type: 'integer' },
    paymentIntentId: { type: ['string', 'null'] },
    refundedTotal: { type: 'integer', description: 'cents given back by refunds done or under way' },
    refundable: { type: 'integer', description: 'cents a refund may still give back' },
  },
  required: ['id', 'date', 'total', 'status', 'refundedTotal', 'refundable'],
  additionalProperties: true,
} as const;

const paymentSchema = {
  type: ['object', 'null'],
  properties: {
    id: { type: 'string' },
    method: { type: 'string', enum: ['credit_card', 'other'] },
    status: { type: 'string' },
    paymentIntentId: { type: ['string', 'null'] },
    modeDefinition: {},
    paymentDetails: { type: 'array', items: paymentDetailSchema },
    total: { type: 'integer' },
  },
  required: ['id', 'method', 'status', 'paymentDetails', 'total'],
  additionalProperties: true,
} as const;

/** shared/core `paymentMoney`: the figures the report's money columns show (issue 18 §10), in cents. */
const moneySchema = {
  type: ['object', 'null'],
  description: 'what the payment moved, in cents: the report columns TotalPaid (charged), Refunded, NetPaid (net), Discount (codeDiscount), ModeDiscount',
  properties: {
    charged: { type: 'integer', description: 'what the charges took, refunded since or not' },
    refunded: { type: 'integer', description: 'what refunds gave back or are giving back' },
    net: { type: 'integer', description: 'charged − refunded' },
    codeDiscount: { type: 'integer' },
    modeDiscount: { type: 'integer' },
  },
  required: ['charged', 'refunded', 'net', 'codeDiscount', 'modeDiscount'],
} as const;

const submissionSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    date: { type: 'string', format: 'date-time' },
    fields: {
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'string' }, rowId: { type: ['string', 'null'] }, value: { type: 'string' } }, required: ['id', 'rowId', 'value'] },
    },
    payment: paymentSchema,
    coupon: { type: ['object', 'null'], properties: { code: { type: 'string' }, discountTotal: { type: 'integer' } } },
    money: moneySchema,
  },
  required: ['id', 'date', 'fields', 'payment', 'coupon', 'money'],
} as const;

const detailsSchema = { type: 'object', properties: { form: formSchema, submission: submissionSchema }, required: ['form', 'submission'] } as const;


const refundOutcomeSchema = {
  type: 'object',
  properties: {
    refund: { type: 'object', properties: { id: { type: 'string' }, amount: { type: 'integer' }, status: { type: 'string', enum: ['pending', 'succeeded', 'failed'] } }, required: ['id', 'amount', 'status'] },
    payment: paymentSchema,
  },
  required: ['refund', 'payment'],
} as const;

const chargeSchema = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['succeeded', 'processing', 'failed'] },
    code: { type: ['string', 'null'], description: 'the provider\'s error code of a declined charge' },
    declineCode: { type: ['string', 'null'] },
  },
  required: ['status', 'code', 'declineCode'],
} as const;

const retryOutcomeSchema = { type: 'object', properties: { charge: chargeSchema, payment: paymentSchema }, required: ['charge', 'payment'] } as const;

const retryDeclinedSchema = {
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    errors: { type: 'array', items: { type: 'string' } },
    code: { type: 'string' },
    declineCode: { type: ['string', 'null'] },
    payment: paymentSchema,
  },
  required: ['statusCode', 'error', 'message', 'errors', 'code', 'declineCode', 'payment'],
} as const;

const historySchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: { type: 'string' },
      kind: { type: 'string', enum: ['created', 'edited', 'refunded', 'refundFailed', 'canceled', 'cancelFailed', 'chargeRetried'] },
      date: { type: 'string', format: 'date-time' },
      by: { type: ['object', 'null'], properties: { id: { type: 'string' }, firstName: { type: 'string' }, name: { type: 'string' } }, required: ['id', 'firstName', 'name'] },
      details: { type: 'object', additionalProperties: true },
    },
    required: ['id', 'kind', 'date', 'by', 'details'],
  },
} as const;

/** Refusals carry their codes (`errors`) and, for answers, each field's problem, as the public submission does. */
function sendRejection(reply: FastifyReply, error: unknown) {
  if (!(error instanceof SubmissionRejected)) throw error;
  const names: Record<number, string> = { 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict' };
  return reply.code(error.statusCode).send({
    statusCode: error.statusCode,
    error: names[error.statusCode] ?? 'Error',
    message: error.message,
    errors: error.errors,
    ...(error.fields ? { fields: error.fields } : {}),
  });
}

/**
 * Staff calls on submissions (spec 000 §7): list, details, history, edit, delete, refund, cancel.
 * Rights (server/README.md "Submissions"): FORM_SUBMISSION read to see, update to edit, refund
 * and cancel, delete to delete; a form, submission or payment of another organization is 404.
 */
export default async function submissionRoutes(app: FastifyInstance, options: SubmissionRoutesOptions) {
  await ensureMultipart(app);

  app.get<{ Params: { orgId: string; formId: string }; Querystring: { page: number; pageSize: number; search?: string; paymentStatus?: PaymentStatusFilter } }>(
    '/organizations/:orgId/forms/:formId/submissions/details',
    {
      preHandler: requireRight('FORM_SUBMISSION', 'read'),
      schema: {
        summary: "One page of a form's submissions, last sent first, with the form",
        description: 'Beyond the spec: `search` looks for a text in the answers (case-insensitive); `paymentStatus` keeps one payment status (either spelling) or `none`.',
        tags: ['submissions'],
        security: bearer,
        params: formParams,
        querystring: {
          type: 'object',
          properties: {
            page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 8 },
            // No NUL nor lone surrogate: PostgreSQL refuses them in text (a 400 here, not a 500 there).
            search: { type: 'string', maxLength: 200, pattern: '^[^\\u0000\\uD800-\\uDFFF]*$' },
            paymentStatus: { type: 'string', enum: [...CANONICAL_PAYMENT_STATUSES, 'none'] },
          },
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            properties: {
              form: formSchema,
              submissions: { type: 'object', properties: { data: { type: 'array', items: submissionSchema }, totalCount: { type: 'integer' } }, required: ['data', 'totalCount'] },
            },
            required: ['form', 'submissions'],
          },
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

  app.get<{ Params: { orgId: string; formId: string; submissionId: string } }>(
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

  app.get<{ Params: { orgId: string; formId: string; submissionId: string } }>(
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

  app.put<{ Params: { orgId: string; formId: string; submissionId: string } }>(
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
    async (request, reply) => {
      if (!request.user) throw unauthorized();
      const { orgId, formId, submissionId } = request.params;
      const row = await findSubmission(app.db, orgId, formId, submissionId);
      if (!row) throw notFound('Submission not found');
      try {
        // The public submission's bounds: file parts only for the form's upload fields, short text parts.
        const read = await readSubmission(app.db, options.intake, request, orgId, formId).catch((error: unknown) => {
          // A body the multipart parser cannot read (no or wrong boundary) is the caller's mistake.
          throw error instanceof HttpError ? error : new HttpError(400, 'The body is not readable multipart/form-data');
        });
        if (!read) throw notFound('Submission not found');
        const submission = await updateSubmission(app.db, row, read, request.user.id);
        const details = await getSubmissionDetails(app.db, orgId, formId, submissionId);
        return { form: details?.form, submission };
      } catch (error) {
        return sendRejection(reply, error);
      }
    },
  );

  app.delete<{ Params: { orgId: string; formId: string; submissionId: string }; Querystring: { paymentIntentId?: string } }>(
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
        querystring: { type: 'object', properties: { paymentIntentId: { type: 'string', minLength: 1, maxLength: 255 } }, additionalProperties: false },
        response: { 200: { type: 'integer', enum: [1] }, 400: rejectionSchema, 409: rejectionSchema, ...errorReplies(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { orgId, formId, submissionId } = request.params;
      try {
        const deleted = await deleteSubmission(app.db, orgId, formId, submissionId, request.query.paymentIntentId);
        if (!deleted) throw notFound('Submission not found');
        return 1;
      } catch (error) {
        return sendRejection(reply, error);
      }
    },
  );

  app.post<{ Params: { orgId: string; paymentId: string; id: string }; Body: { amount: number; refundStripeFees?: boolean } }>(
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
        headers: { type: 'object', properties: { 'idempotency-key': { type: 'string', minLength: 1, maxLength: 100 } } },
        body: {
          type: 'object',
          properties: { amount: { type: 'integer', minimum: 1, maximum: 100_000_000 }, refundStripeFees: { type: 'boolean', default: false } },
          required: ['amount'],
          additionalProperties: false,
        },
        response: { 200: refundOutcomeSchema, 409: rejectionSchema, ...errorReplies(400, 401, 403, 404, 502, 503) },
      },
    },
    async (request, reply) => {
      if (!request.user) throw unauthorized();
      try {
        return await refundPayment(app.db, options.refundProviders, {
          organizationId: request.params.orgId,
          paymentId: request.params.paymentId,
          detailId: request.params.id,
          amount: request.body.amount,
          refundFees: request.body.refundStripeFees ?? false,
          userId: request.user.id,
          requestKey: request.headers['idempotency-key'] as string | undefined,
        });
      } catch (error) {
        return sendRejection(reply, error);
      }
    },
  );

  app.post<{ Params: { orgId: string; paymentId: string; id: string } }>(
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
    async (request, reply) => {
      if (!request.user) throw unauthorized();
      try {
        return await cancelPayment(app.db, options.refundProviders, {
          organizationId: request.params.orgId,
          paymentId: request.params.paymentId,
          detailId: request.params.id,
          userId: request.user.id,
        });
      } catch (error) {
        return sendRejection(reply, error);
      }
    },
  );

  app.post<{ Params: { orgId: string; paymentId: string; id: string } }>(
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
    async (request, reply) => {
      if (!request.user) throw unauthorized();
      try {
        const outcome = await retryInstallment(app.db, options.cardProviders, {
          organizationId: request.params.orgId,
          paymentId: request.params.paymentId,
          detailId: request.params.id,
          userId: request.user.id,
        });
        return { charge: outcome.charge, payment: outcome.payment };
      } catch (error) {
        if (error instanceof RetryDeclined) {
          return reply.code(402).send({
            statusCode: 402,
            error: 'Payment Required',
            message: error.message,
            errors: ['cardDeclined'],
            code: error.error.code,
            declineCode: error.error.declineCode,
            payment: error.outcome.payment,
          });
        }
        if (error instanceof ProviderUnavailable) throw new HttpError(503, error.message);
        if (error instanceof SubmissionRejected || error instanceof HttpError) return sendRejection(reply, error);
        request.log.error({ err: error }, 'installment retry failed');
        throw new HttpError(502, 'The payment provider could not be reached, please try again');
      }
    },
  );
}
