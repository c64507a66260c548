import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import type { Language, PaymentAccountType } from '@front-office/shared/core';
import { accountNameFromState, isAllowedRedirect, renderConnectPage } from '../../services/sample-connect-page';

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
export default async function sampleProviderRoutes(app: FastifyInstance, options: { allowedOrigins: string[] | '*' | false }) {
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
}
