import { randomBytes } from 'node:crypto';
import type { TOptional, TString } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import { HttpError } from '../../lib/http-error';
import type { PaymentAccountType } from '@front-office/shared/core';
import { Enum, uuidSchema } from '../../schemas';
import type { TypedApp } from '../../schemas';
import { accountNameFromState, isAllowedRedirect, renderConnectPage } from '../../services/payment-accounts/sample-connect-page';
import { SAMPLE_PROVIDER_SCRIPT } from '../../services/payments/sample-provider-script';
import type { SimulatedCardProvider } from '../../services/payments/simulated-provider';
import type { CardProviders } from '../../services/payments/card-providers';
import { chargeInstallment } from '../../services/payments/charge-installment';

type Carrier = 'state' | 'data';

/** The page's query; `carrier` is what the provider's page carries back (Stripe: `state`, SportsPay: `data`). */
function querySchema(carrier: Carrier) {
  const carried = { [carrier]: Type.Optional(Type.String({ maxLength: 2000 })) } as Record<Carrier, TOptional<TString>>;
  return Type.Object({
    redirect_uri: Type.String({ minLength: 1, maxLength: 2000 }),
    ...carried,
    lang: Type.Optional(Enum('string', ['fr', 'en'])),
    // Stripe's authorize URL carries these too; the sample page ignores them.
    client_id: Type.Optional(Type.String()),
    response_type: Type.Optional(Type.String()),
    scope: Type.Optional(Type.String()),
  });
}

const withQuery = (base: URL, params: Record<string, string | undefined>) => {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
};

/**
 * The providers' consent pages as sample mode plays them, so the connect flow (spec 000 §4) runs
 * offline: Stripe answers `code` and `state`, SportsPay `code`, `data` and `status`.
 */
export default async function sampleProviderRoutes(
  app: TypedApp,
  options: { allowedOrigins: string[] | '*' | false; payments?: SimulatedCardProvider | null; providers?: CardProviders },
) {
  const connectPage = (url: string, type: PaymentAccountType, carrier: Carrier, summary: string) =>
    app.get(url, { schema: { summary, tags: ['sample provider'], querystring: querySchema(carrier) } }, async (request, reply) => {
      const target = isAllowedRedirect(request.query.redirect_uri, options.allowedOrigins);
      if (!target) throw new HttpError(400, 'redirect_uri is not an address of this application');
      const carried = request.query[carrier];
      const code = `sample_${randomBytes(12).toString('base64url')}`;
      const connectParams: Record<string, string | undefined> = { code, [carrier]: carried };
      if (type !== 'stripe') connectParams.status = type === 'sportspay-ca' ? 'in-review' : 'created';
      const cancelParams: Record<string, string | undefined> =
        type === 'stripe' ? { error: 'access_denied', state: carried } : { data: carried, status: 'canceled' };
      return reply.type('text/html; charset=utf-8').send(
        renderConnectPage({
          language: request.query.lang ?? 'en',
          type,
          accountName: accountNameFromState(carried),
          connectUrl: withQuery(target, connectParams),
          cancelUrl: withQuery(target, cancelParams),
        }),
      );
    });

  connectPage('/stripe/authorize', 'stripe', 'state', 'Sample Stripe consent page');
  connectPage('/sportspay-ca', 'sportspay-ca', 'data', 'Sample SportsPay Canada page');
  connectPage('/sportspay-us', 'sportspay-us', 'data', 'Sample SportsPay US page');

  if (options.payments) await samplePaymentRoutes(app, options.payments);
  if (options.providers) await sampleInstallmentRoutes(app, options.providers);
}

/**
 * The simulated provider's side of card entry (issue 8): its browser script and the SetupIntent
 * confirmation it posts the card to, answered as Stripe.js answers (`setupIntent` or `error`).
 * The card never reaches /api, and request bodies are never logged.
 */
async function samplePaymentRoutes(app: TypedApp, provider: SimulatedCardProvider) {
  app.get('/v1/provider.js', { schema: { summary: 'The simulated card provider script', tags: ['sample provider'] } }, async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(SAMPLE_PROVIDER_SCRIPT),
  );

  app.post(
    '/v1/setup_intents/confirm',
    {
      schema: {
        summary: 'Confirms a simulated SetupIntent with a card (Stripe test cards decide the outcome)',
        tags: ['sample provider'],
        body: Type.Object({
          client_secret: Type.String({ minLength: 1, maxLength: 300 }),
          card: Type.Partial(
            Type.Object({
              number: Type.String({ maxLength: 23 }),
              exp_month: Type.Integer({ minimum: 0, maximum: 99 }),
              exp_year: Type.Integer({ minimum: 0, maximum: 9999 }),
              cvc: Type.String({ maxLength: 4 }),
            }),
          ),
          billing_details: Type.Optional(Type.Partial(Type.Object({ name: Type.String({ maxLength: 200 }), email: Type.String({ maxLength: 320 }) }))),
        }),
      },
    },
    async (request, reply) => {
      const { card } = request.body;
      const result = await provider.confirmSetup(request.body.client_secret, {
        number: card.number ?? '',
        expMonth: card.exp_month ?? 0,
        expYear: card.exp_year ?? 0,
        cvc: card.cvc ?? '',
      });
      // Stripe.js's shape (`error`) for the script, with our own statusCode and message beside it.
      if (!result) {
        return reply.code(404).send({ statusCode: 404, message: 'No such setup intent', error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such setup intent' } });
      }
      if (!result.ok) {
        return reply
          .code(402)
          .send({ statusCode: 402, message: result.error.message, error: { type: 'card_error', code: result.error.code, decline_code: result.error.declineCode ?? undefined, message: result.error.message } });
      }
      return { setupIntent: { id: result.setupIntentId, status: 'succeeded' } };
    },
  );

  app.post(
    '/v1/payment_intents/confirm',
    {
      schema: {
        summary: "The cardholder's answer to a simulated 3-D Secure authentication (the script's confirmCardPayment)",
        description:
          'Complete marks a charge waiting for the cardholder succeeded; Fail leaves it waiting. Answers as Stripe.js does: { paymentIntent } or 402 { error } (payment_intent_authentication_failure); 404 for an unknown client secret.',
        tags: ['sample provider'],
        body: Type.Object({ client_secret: Type.String({ minLength: 1, maxLength: 300 }), outcome: Enum('string', ['complete', 'fail']) }, { additionalProperties: false }),
      },
    },
    async (request, reply) => {
      const result = await provider.confirmPayment(request.body.client_secret, request.body.outcome);
      if (!result) {
        return reply.code(404).send({ statusCode: 404, message: 'No such payment intent', error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment intent' } });
      }
      if (!result.ok) {
        return reply.code(402).send({
          statusCode: 402,
          message: result.error.message,
          error: { type: 'card_error', code: result.error.code, message: result.error.message, payment_intent: { id: result.paymentIntentId, status: 'requires_action' } },
        });
      }
      // Stripe announces the authenticated charge; the complete call may come before or after it.
      app.sampleWebhooks?.emit('payment_intent.succeeded', result.accountId, {
        id: result.paymentIntentId,
        object: 'payment_intent',
        amount: result.amount,
        currency: result.currency,
        metadata: {},
        status: 'succeeded',
        last_payment_error: null,
      });
      return { paymentIntent: { id: result.paymentIntentId, status: result.status } };
    },
  );
}

/**
 * Sample mode only: the installment job's charge of one installment, made now instead of on its
 * date (the pg-boss sweep runs every 15 minutes and only for due dates), so a demonstration or an
 * end-to-end test sees what the job does to a later installment: charged, declined or waiting for
 * the cardholder. The same claim and idempotency key as the job: a replay charges nothing.
 */
async function sampleInstallmentRoutes(app: TypedApp, providers: CardProviders) {
  app.post(
    '/v1/installments/:installmentId/charge',
    {
      schema: {
        summary: "The installment job's charge of one installment, now (sample mode)",
        tags: ['sample provider'],
        params: Type.Object({ installmentId: uuidSchema }),
      },
    },
    async (request) => {
      const outcome = await chargeInstallment(app.db, providers, request.params.installmentId);
      return { outcome: outcome.outcome };
    },
  );
}
