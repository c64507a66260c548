import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import type { Language, PaymentAccountType } from '@front-office/shared/core';
import { accountNameFromState, isAllowedRedirect, renderConnectPage } from '../../services/payment-accounts/sample-connect-page';
import { SAMPLE_PROVIDER_SCRIPT } from '../../services/payments/sample-provider-script';
import type { SimulatedCardProvider } from '../../services/payments/simulated-provider';

interface ConnectQuery {
  redirect_uri: string;
  state?: string;
  data?: string;
  lang?: Language;
}

const querySchema = (carrier: 'state' | 'data') =>
  ({
    type: 'object',
    properties: {
      redirect_uri: { type: 'string', minLength: 1, maxLength: 2000 },
      [carrier]: { type: 'string', maxLength: 2000 },
      lang: { type: 'string', enum: ['fr', 'en'] },
      // Stripe's authorize URL carries these too; the sample page ignores them.
      client_id: { type: 'string' },
      response_type: { type: 'string' },
      scope: { type: 'string' },
    },
    required: ['redirect_uri'],
  }) as const;

const withQuery = (base: URL, params: Record<string, string | undefined>) => {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
};

/**
 * The providers' consent pages as sample mode plays them, so the connect flow (spec 000 §4) runs
 * offline: Stripe answers `code` and `state`, SportsPay `code`, `data` and `status`.
 */
export default async function sampleProviderRoutes(app: FastifyInstance, options: { allowedOrigins: string[] | '*' | false; payments?: SimulatedCardProvider | null }) {
  const page = (type: PaymentAccountType, carrier: 'state' | 'data') =>
    async (request: FastifyRequest<{ Querystring: ConnectQuery }>, reply: FastifyReply) => {
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
    };

  const schema = (carrier: 'state' | 'data', summary: string) => ({ summary, tags: ['sample provider'], querystring: querySchema(carrier) });

  app.get<{ Querystring: ConnectQuery }>('/stripe/authorize', { schema: schema('state', 'Sample Stripe consent page') }, page('stripe', 'state'));
  app.get<{ Querystring: ConnectQuery }>('/sportspay-ca', { schema: schema('data', 'Sample SportsPay Canada page') }, page('sportspay-ca', 'data'));
  app.get<{ Querystring: ConnectQuery }>('/sportspay-us', { schema: schema('data', 'Sample SportsPay US page') }, page('sportspay-us', 'data'));

  if (options.payments) await samplePaymentRoutes(app, options.payments);
}

interface ConfirmSetupBody {
  client_secret: string;
  card: { number?: string; exp_month?: number; exp_year?: number; cvc?: string };
  billing_details?: { name?: string; email?: string };
}

/**
 * The simulated provider's side of card entry (issue 8): its browser script and the SetupIntent
 * confirmation it posts the card to, answered as Stripe.js answers (`setupIntent` or `error`).
 * The card never reaches /api, and request bodies are never logged.
 */
async function samplePaymentRoutes(app: FastifyInstance, provider: SimulatedCardProvider) {
  app.get('/v1/provider.js', { schema: { summary: 'The simulated card provider script', tags: ['sample provider'] } }, async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(SAMPLE_PROVIDER_SCRIPT),
  );

  app.post<{ Body: ConfirmSetupBody }>(
    '/v1/setup_intents/confirm',
    {
      schema: {
        summary: 'Confirms a simulated SetupIntent with a card (Stripe test cards decide the outcome)',
        tags: ['sample provider'],
        body: {
          type: 'object',
          properties: {
            client_secret: { type: 'string', minLength: 1, maxLength: 300 },
            card: {
              type: 'object',
              properties: {
                number: { type: 'string', maxLength: 23 },
                exp_month: { type: 'integer', minimum: 0, maximum: 99 },
                exp_year: { type: 'integer', minimum: 0, maximum: 9999 },
                cvc: { type: 'string', maxLength: 4 },
              },
            },
            billing_details: { type: 'object', properties: { name: { type: 'string', maxLength: 200 }, email: { type: 'string', maxLength: 320 } } },
          },
          required: ['client_secret', 'card'],
        },
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
}
