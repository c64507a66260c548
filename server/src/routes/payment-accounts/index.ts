import type { FastifyInstance } from 'fastify';
import { requireRight } from '../../plugins/auth';
import type { PaymentAccount, PaymentAccountType } from '@front-office/shared/core';
import { PAYMENT_ACCOUNT_TYPES } from '@front-office/shared/core';
import { bearer, codedErrorSchema, emptyQuerySchema, errorReplies, orgIdParamsSchema } from '../../schemas';
import {
  connectPaymentAccount,
  deletePaymentAccount,
  listPaymentAccounts,
  updatePaymentAccount,
} from '../../services/payment-accounts/payment-accounts';
import type { PaymentProviderGateway } from '../../services/payment-accounts/payment-provider';
import type { CardProviders } from '../../services/payments/card-providers';

const paymentAccountSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    stripe_user_id: { type: 'string' },
    account_name: { type: 'string' },
    type: { type: 'string', enum: PAYMENT_ACCOUNT_TYPES },
    stripe_publishable_key: { type: ['string', 'null'] },
    status: { type: 'string' },
    creationDate: { type: 'string', format: 'date-time' },
    cardPaymentsAvailable: {
      type: 'boolean',
      description: 'Whether public forms bound to this account can take card payments on this server (a SportsPay account: only in sample mode; a Stripe account: with STRIPE_SECRET_KEY or in sample mode)',
    },
  },
  required: ['id', 'stripe_user_id', 'account_name', 'type', 'stripe_publishable_key', 'status', 'creationDate'],
} as const;

// Spec 000 §5: the name is entered; blank is refused here and by the service (spaces only).
const accountName = { type: 'string', minLength: 1, maxLength: 100 } as const;
const accountType = { type: 'string', enum: PAYMENT_ACCOUNT_TYPES } as const;

const tags = ['payment accounts'];

export default async function paymentAccountRoutes(app: FastifyInstance, options: { provider: PaymentProviderGateway; cardProviders: CardProviders }) {
  app.get<{ Params: { orgId: string }; Reply: PaymentAccount[] }>(
    '/organizations/:orgId/settings/paymentaccounts',
    {
      preHandler: requireRight('PAYMENT_ACCOUNTS', 'read'),
      schema: {
        summary: "The organization's payment accounts",
        tags,
        security: bearer,
        params: orgIdParamsSchema,
        querystring: emptyQuerySchema,
        response: { 200: { type: 'array', items: paymentAccountSchema }, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => {
      const accounts = await listPaymentAccounts(app.db, request.params.orgId);
      // Staff see up front which accounts cannot take card payments here (a visitor would get "payments unavailable").
      return accounts.map((account) => ({ ...account, cardPaymentsAvailable: options.cardProviders.isAvailable(account) }));
    },
  );

  app.put<{
    Params: { orgId: string };
    Body: { id?: string; stripe_user_id?: string; account_name: string; type: PaymentAccountType };
    Reply: PaymentAccount;
  }>(
    '/organizations/:orgId/settings/paymentaccounts',
    {
      preHandler: requireRight('PAYMENT_ACCOUNTS', 'update'),
      schema: {
        summary: 'Renames a payment account, found by id or provider account id; its type cannot change',
        tags,
        security: bearer,
        params: orgIdParamsSchema,
        querystring: emptyQuerySchema,
        body: {
          type: 'object',
          properties: { id: { type: 'string', format: 'uuid' }, stripe_user_id: { type: 'string', minLength: 1 }, account_name: accountName, type: accountType },
          required: ['account_name', 'type'],
          anyOf: [{ required: ['id'] }, { required: ['stripe_user_id'] }],
        },
        response: { 200: paymentAccountSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => updatePaymentAccount(app.db, request.params.orgId, request.body),
  );

  app.post<{ Params: { orgId: string }; Body: { code: string; name: string; type: PaymentAccountType; status?: string }; Reply: PaymentAccount }>(
    '/organizations/:orgId/payment/connect',
    {
      preHandler: requireRight('PAYMENT_ACCOUNTS', 'write'),
      schema: {
        summary: "Completes a connected account with the provider's authorization code (spec 000 §4)",
        tags,
        security: bearer,
        params: orgIdParamsSchema,
        querystring: emptyQuerySchema,
        body: {
          type: 'object',
          properties: { code: { type: 'string', minLength: 1, maxLength: 500 }, name: accountName, type: accountType, status: { type: 'string', maxLength: 50 } },
          required: ['code', 'name', 'type'],
        },
        response: { 200: paymentAccountSchema, ...errorReplies(400, 401, 403, 409, 501) },
      },
    },
    async (request) => connectPaymentAccount(app.db, options.provider, request.params.orgId, request.body),
  );

  app.delete<{ Params: { orgId: string; accountId: string } }>(
    '/organizations/:orgId/payment/connect/:accountId',
    {
      preHandler: requireRight('PAYMENT_ACCOUNTS', 'delete'),
      schema: {
        summary: 'Removes a stripe-type payment account',
        description:
          'Refused with 409 `{ errors: [accountInUse] }` while a form of the organization takes its payments through the account, and `{ errors: [moneyHeld] }` while a payment made through it is not refunded in full or has a charge under way or planned.',
        tags,
        security: bearer,
        params: {
          type: 'object',
          properties: { orgId: { type: 'string', format: 'uuid' }, accountId: { type: 'string', format: 'uuid' } },
          required: ['orgId', 'accountId'],
        },
        querystring: emptyQuerySchema,
        response: { 204: { type: 'null' }, 409: codedErrorSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deletePaymentAccount(app.db, request.params.orgId, request.params.accountId);
      return reply.code(204).send();
    },
  );
}
