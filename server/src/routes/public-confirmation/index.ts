import { and, eq } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import { submissions } from '../../db/schema';
import { HttpError, forbidden, notFound } from '../../lib/http-error';
import { cardRefusalSchema, paymentActionSchema, emptyQuerySchema, errorReplies, noContentSchema, uuidSchema } from '../../schemas';
import type { TypedApp } from '../../schemas';
import type { CardProviders } from '../../services/payments/card-providers';
import { isStorableText } from '../../services/payments/storable-text';
import { completeInstallmentAction, installmentAction } from '../../services/receipts/authenticate-installment';
import { payDeclinedInstallment } from '../../services/receipts/pay-declined-installment';
import { getReceipt } from '../../services/receipts/receipt';
import { RECEIPT_KEY_PATTERN } from '../../services/receipts/receipt-key';
import type { ReceiptKeys } from '../../services/receipts/receipt-key';
import { receiptSchema } from './schemas';

export interface PublicConfirmationOptions {
  receiptKeys: ReceiptKeys;
  providers: CardProviders;
}

const receiptKey = Type.String({ pattern: RECEIPT_KEY_PATTERN, description: 'The receipt key given with the submission (the Receipt-Key header of its answer)' });
const confirmationParams = Type.Object({ formId: uuidSchema, submissionId: uuidSchema });
const installmentParams = Type.Object({ formId: uuidSchema, submissionId: uuidSchema, installmentId: uuidSchema });
const refusals = { 400: cardRefusalSchema, 402: cardRefusalSchema, 403: cardRefusalSchema, 404: cardRefusalSchema, 409: cardRefusalSchema, 429: cardRefusalSchema, 501: cardRefusalSchema, 502: cardRefusalSchema };

/**
 * The confirmation page's calls (beyond the spec, issue 13 §6 and issue 18 §7, §11): whether a
 * submission belongs to a form (anyone: it reveals nothing else), and, for the holder of the
 * submission's receipt key only, its receipt, paying a declined charge with another card and
 * authenticating a charge the bank holds for the cardholder.
 */
export default async function publicConfirmationRoutes(app: TypedApp, options: PublicConfirmationOptions) {
  /** 404 unless the submission was made on the form, then 403 unless the key is its receipt key. */
  const checkHolder = async (formId: string, submissionId: string, key: string) => {
    const [found] = await app.db
      .select({ id: submissions.id })
      .from(submissions)
      .where(and(eq(submissions.id, submissionId), eq(submissions.formId, formId)));
    if (!found) throw notFound('Submission not found');
    if (!options.receiptKeys.isValid(submissionId, key)) throw forbidden('This receipt key is not the one of this submission');
  };

  app.get(
    '/public/forms/:formId/submissions/:submissionId',
    {
      config: { public: true },
      schema: {
        summary: 'Whether a submission belongs to a form (for the confirmation page); reveals nothing else',
        description: 'Not in the spec. 204 when the submission was made on this form, 404 otherwise (an unreadable id is 400).',
        tags: ['public'],
        params: confirmationParams,
        querystring: emptyQuerySchema,
        response: { 204: noContentSchema, ...errorReplies(400, 404) },
      },
    },
    async (request, reply) => {
      const [found] = await app.db
        .select({ id: submissions.id })
        .from(submissions)
        .where(and(eq(submissions.id, request.params.submissionId), eq(submissions.formId, request.params.formId)));
      if (!found) throw notFound('Submission not found');
      return reply.code(204).send();
    },
  );

  app.get(
    '/public/forms/:formId/submissions/:submissionId/receipt',
    {
      config: { public: true, rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        summary: 'The receipt of a submission, for the holder of its receipt key',
        description:
          'Not in the spec (issue 18 §11). The key is the Receipt-Key header of the submission\'s answer. 200: the organization\'s name, the sent date and culture, and the payment (paid, refunded, total, reference, discounts, each charge with its date, amount and state; a declined one with its card error). 403 for a wrong key; 404 when the submission was not made on this form.',
        tags: ['public'],
        params: confirmationParams,
        querystring: Type.Object({ key: receiptKey }, { additionalProperties: false }),
        response: { 200: receiptSchema, ...errorReplies(400, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const receipt = await getReceipt(app.db, request.params.formId, request.params.submissionId);
      if (!receipt) throw notFound('Submission not found');
      if (!options.receiptKeys.isValid(receipt.submissionId, request.query.key)) throw forbidden('This receipt key is not the one of this submission');
      // A receipt is the visitor's own data: no shared cache keeps it.
      return reply.header('Cache-Control', 'no-store').send(receipt);
    },
  );

  app.post(
    '/public/forms/:formId/submissions/:submissionId/installments/:installmentId/pay',
    {
      config: { public: true, rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        summary: 'The payer pays a declined charge with another card',
        description:
          'Not in the spec (issue 18 §7). For the holder of the receipt key, after the provider confirmed a SetupIntent made with the client-secret call on the payment\'s account (the receipt\'s cardAccount). The server reads the SetupIntent from the provider, keeps its card for the payment and charges the charge once (a new attempt, idempotency key from our ids). 200: the receipt; a replay charges nothing and answers the receipt. 402 { code, declineCode } for a declined card; 400 { errors } unknownSetupIntent, setupNotSucceeded, noPaymentAccount; 403 wrong key; 404 no such submission or charge; 409 notDeclined (a charge that was not declined).',
        tags: ['public'],
        params: installmentParams,
        querystring: emptyQuerySchema,
        body: Type.Object({ key: receiptKey, setupIntentId: Type.String({ minLength: 1, maxLength: 255 }) }, { additionalProperties: false }),
        response: { 200: receiptSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { formId, submissionId, installmentId } = request.params;
      if (!isStorableText(request.body.setupIntentId)) throw new HttpError(400, 'setupIntentId is not a valid identifier');
      await checkHolder(formId, submissionId, request.body.key);
      const receipt = await payDeclinedInstallment(app.db, options.providers, { formId, submissionId, installmentId, setupIntentId: request.body.setupIntentId });
      if (!receipt) throw notFound('Payment not found');
      return reply.header('Cache-Control', 'no-store').send(receipt);
    },
  );

  app.get(
    '/public/forms/:formId/submissions/:submissionId/installments/:installmentId/action',
    {
      config: { public: true, rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        summary: 'What the browser needs to authenticate a charge the bank holds for the cardholder',
        description:
          'Not in the spec (issue 20 §3). For the holder of the receipt key, for a charge whose receipt line is actionRequired (an off-session charge the card\'s bank wants authenticated). 200: the provider\'s client secret of the charge, the card it was tried with, and what loads the provider in the page (scriptUrl for a provider script, else Stripe.js with publishableKey); the page runs confirmCardPayment(clientSecret, { payment_method }) then calls /complete. 403 wrong key; 404 no such submission or charge; 409 noActionRequired (the charge does not wait for the cardholder).',
        tags: ['public'],
        params: installmentParams,
        querystring: Type.Object({ key: receiptKey }, { additionalProperties: false }),
        response: {
          200: paymentActionSchema,
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const { formId, submissionId, installmentId } = request.params;
      await checkHolder(formId, submissionId, request.query.key);
      const action = await installmentAction(app.db, options.providers, { formId, submissionId, installmentId }, `${request.protocol}://${request.host}`);
      if (!action) throw notFound('Payment not found');
      // The client secret is the payer's alone: no cache keeps it.
      return reply.header('Cache-Control', 'no-store').send(action);
    },
  );

  app.post(
    '/public/forms/:formId/submissions/:submissionId/installments/:installmentId/complete',
    {
      config: { public: true, rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        summary: 'Settles a charge after the payer authenticated it with the bank',
        description:
          'Not in the spec (issue 20 §3). For the holder of the receipt key, after the page ran the authentication of /action. The server reads the charge from the provider (never the page\'s word): succeeded or processing, it is written with its messages and 200 answers the receipt; a replay, or a charge a provider event already settled, writes nothing and answers the receipt. 409 actionRequired: the bank still waits for the cardholder; 402 { code } the authentication was refused (the charge is declined and retried as a declined installment is); 403 wrong key; 404 no such submission or charge; 409 noActionRequired (a charge that never waited for the cardholder).',
        tags: ['public'],
        params: installmentParams,
        querystring: emptyQuerySchema,
        body: Type.Object({ key: receiptKey }, { additionalProperties: false }),
        response: { 200: receiptSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { formId, submissionId, installmentId } = request.params;
      await checkHolder(formId, submissionId, request.body.key);
      const receipt = await completeInstallmentAction(app.db, options.providers, { formId, submissionId, installmentId });
      if (!receipt) throw notFound('Payment not found');
      return reply.header('Cache-Control', 'no-store').send(receipt);
    },
  );
}
