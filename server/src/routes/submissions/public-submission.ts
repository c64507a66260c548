import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error';
import { emptyQuerySchema, errorSchema } from '../../schemas';
import { ensureMultipart, readMultipart } from '../../services/multipart';
import type { RecaptchaVerifier } from '../../services/public-submission';
import { MAX_SUBMISSION_FILE_BYTES, SubmissionRejected, submitPublicForm } from '../../services/public-submission';

export interface SubmissionRateLimit {
  max: number;
  timeWindowMs: number;
}

export interface PublicSubmissionOptions {
  verifyRecaptcha: RecaptchaVerifier | null;
  /** Per client address; false turns it off (the concurrency tests post 200 at once). */
  rateLimit: SubmissionRateLimit | false;
}

export const rejectionSchema = {
  type: 'object',
  properties: {
    ...errorSchema.properties,
    errors: { type: 'array', items: { type: 'string' } },
    fields: {
      type: 'object',
      additionalProperties: { type: 'object', properties: { key: { type: 'string' }, params: { type: 'object', additionalProperties: true } }, required: ['key'] },
    },
    closed: { type: 'string' },
  },
  required: errorSchema.required,
} as const;

/**
 * The public submission, `POST /organizations/{organizationId}/forms/{formId}` as spec 001 §7
 * writes it (no /api); registered again under /api by app.ts for clients that keep one prefix.
 */
export default async function publicSubmissionRoutes(app: FastifyInstance, options: PublicSubmissionOptions) {
  await ensureMultipart(app);

  app.post<{ Params: { organizationId: string; formId: string } }>(
    '/organizations/:organizationId/forms/:formId',
    {
      config: {
        public: true,
        ...(options.rateLimit ? { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs } } : {}),
      },
      schema: {
        summary: 'Submits a public form; answers the new submission id',
        description:
          'multipart/form-data: Content (JSON list of { id, rowId, value } where value is JSON text of { value }), CustomerEmail, Culture (fr|en), RecaptchaToken, Coupon, PaymentMethod (credit_card|other), PaymentMode, SetupIntentId, and one file part per upload field keyed by field id (10 MB each). A refusal is 400 { errors } (noRecaptcha, submissionLimit, formClosed, invalidContent, or the ids of the invalid fields with their errors in `fields`), 403 for an invalid captcha.',
        tags: ['public'],
        consumes: ['multipart/form-data'],
        params: {
          type: 'object',
          properties: { organizationId: { type: 'string', format: 'uuid' }, formId: { type: 'string', format: 'uuid' } },
          required: ['organizationId', 'formId'],
        },
        querystring: emptyQuerySchema,
        response: { 200: { type: 'string', format: 'uuid' }, 400: rejectionSchema, 403: rejectionSchema, 404: errorSchema, 413: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      try {
        const body = await readMultipart(request, { fileSize: MAX_SUBMISSION_FILE_BYTES, files: 20, fields: 20, fieldSize: 2 * 1024 * 1024 }, true);
        const id = await submitPublicForm(app.db, {
          organizationId: request.params.organizationId,
          formId: request.params.formId,
          body,
          remoteIp: request.ip,
          verifyRecaptcha: options.verifyRecaptcha,
        });
        if (id === null) throw notFound('Form not found');
        // The answer is the id as JSON text (a bare string would go out as text/plain).
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(id));
      } catch (error) {
        if (!(error instanceof SubmissionRejected)) throw error;
        return reply.code(error.statusCode).send({
          statusCode: error.statusCode,
          error: error.statusCode === 403 ? 'Forbidden' : 'Bad Request',
          message: error.message,
          errors: error.errors,
          ...(error.fields ? { fields: error.fields } : {}),
          ...(error.closed ? { closed: error.closed } : {}),
        });
      }
    },
  );
}
