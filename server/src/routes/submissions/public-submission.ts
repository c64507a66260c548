import { Type } from '@sinclair/typebox';
import { notFound } from '../../lib/http-error';
import { RecordOf, emptyQuerySchema, errorSchema, filePart, jsonPart, textPart, uuidSchema } from '../../schemas';
import type { TypedApp } from '../../schemas';
import { ensureMultipart } from '../../services/files/multipart';
import type { RecaptchaVerifier } from '../../services/submissions/public-submission';
import type { ReceiptKeys } from '../../services/receipts/receipt-key';
import { SUBMISSION_TEXT_PARTS, readSubmission, submitWithIntake } from '../../services/submissions/submission-intake';

export interface SubmissionRateLimit {
  max: number;
  timeWindowMs: number;
}

export interface PublicSubmissionOptions {
  verifyRecaptcha: RecaptchaVerifier | null;
  /** Signs the Receipt-Key header: the visitor's proof for the receipt (issue 18 §11). */
  receiptKeys: ReceiptKeys;
  /** Per client address; false turns it off (the concurrency tests post 200 at once). */
  rateLimit: SubmissionRateLimit | false;
}

const fieldErrorParams = RecordOf(true);

/** The header of the submission's answer that carries its receipt key (exposed by CORS). */
export const RECEIPT_KEY_HEADER = 'Receipt-Key';

export const rejectionSchema = Type.Object({
  ...errorSchema.properties,
  errors: Type.Optional(Type.Array(Type.String())),
  fields: Type.Optional(
    RecordOf(
      Type.Object({
        key: Type.String(),
        params: Type.Optional(fieldErrorParams),
        more: Type.Optional(Type.Array(Type.Object({ key: Type.String(), params: Type.Optional(fieldErrorParams) }))),
      }),
    ),
  ),
  closed: Type.Optional(Type.String()),
});

/**
 * The public submission, `POST /organizations/{organizationId}/forms/{formId}` as spec 001 §7
 * writes it (no /api); registered again under /api by app.ts for clients that keep one prefix.
 */
export default async function publicSubmissionRoutes(app: TypedApp, options: PublicSubmissionOptions) {
  await ensureMultipart(app);

  app.post(
    '/organizations/:organizationId/forms/:formId',
    {
      config: {
        public: true,
        ...(options.rateLimit ? { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs } } : {}),
      },
      schema: {
        summary: 'Submits a public form; answers the new submission id',
        description:
          'The answer is the new id (spec 001 §7); its Receipt-Key header is the key that opens the submission\'s receipt (GET /api/public/forms/{formId}/submissions/{id}/receipt?key=…). multipart/form-data: Content (JSON list of { id, rowId, value } where value is JSON text of { value }), CustomerEmail, Culture (fr|en), RecaptchaToken, Coupon, PaymentMethod (credit_card|other), PaymentMode, SetupIntentId, token, cardHolderName (payment parts: the server recomputes the total and stores the Payment), and one file part per upload field (or copy) keyed by its id, 10 MB each, 10 at most, 25 MB in all; file parts for other names are refused (400), and text parts are short (Content 1 MB, the others at most 8 KB). A refusal is 400 { errors } (noRecaptcha, submissionLimit, formClosed, invalidContent, or the ids of the invalid fields with their errors in `fields`; a product limit passed meanwhile is [limit, productLimit] with `fields` naming, at each field or copy id, every product beyond what is left: { key: validation.productLeft | validation.productNoneLeft, params: { product, left }, more: [the field\'s other products] }), 403 for an invalid captcha, 410 { errors: [discountCode|discountCodeInvalid] } when the discount code cannot be applied (expired or used up).',
        tags: ['public'],
        multipartParts: {
          type: 'object',
          properties: {
            ...Object.fromEntries(Object.entries(SUBMISSION_TEXT_PARTS).map(([name, max]) => [name, textPart(max)])),
            Content: jsonPart('The answers: a list of { id, rowId, value }', []),
            Culture: textPart(SUBMISSION_TEXT_PARTS.Culture ?? 16, 'en'),
          },
          // One file part per upload field (or copy) of the form, keyed by its id.
          additionalProperties: filePart,
        },
        params: Type.Object({ organizationId: uuidSchema, formId: uuidSchema }),
        querystring: emptyQuerySchema,
        response: { 200: uuidSchema, 400: rejectionSchema, 403: rejectionSchema, 410: rejectionSchema, 404: errorSchema, 413: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { organizationId, formId } = request.params;
      // The form is read once (or taken from the intake's cache), by the intake, and handed over with the body.
      const read = await readSubmission(app.db, request, organizationId, formId, true);
      if (read === null) throw notFound('Form not found');
      const id = await submitWithIntake(app.db, { read, remoteIp: request.ip, verifyRecaptcha: options.verifyRecaptcha });
      // The answer stays the id (spec 001 §7); the receipt key travels beside it, in a header.
      reply.header(RECEIPT_KEY_HEADER, options.receiptKeys.keyFor(id));
      // The answer is the id as JSON text (a bare string would go out as text/plain).
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(id));
    },
  );
}
