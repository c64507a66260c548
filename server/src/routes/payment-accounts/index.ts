import { Type } from '@sinclair/typebox';
import { requireRight } from '../../plugins/auth';
import { PAYMENT_ACCOUNT_TYPES } from '@front-office/shared/core';
import { Enum, Nullable, bearer, codedErrorSchema, emptyQuerySchema, errorReplies, noContentSchema, orgIdParamsSchema, uuidSchema } from '../../schemas';
import type { TypedApp } from '../../schemas';
import {
  connectPaymentAccount,
  deletePaymentAccount,
  listPaymentAccounts,
  updatePaymentAccount,
} from '../../services/payment-accounts/payment-accounts';
import type { PaymentProviderGateway } from '../../services/payment-accounts/payment-provider';
import type { CardProviders } from '../../services/payments/card-providers';

const accountType = Enum('string', PAYMENT_ACCOUNT_TYPES);

const paymentAccountSchema = Type.Object({
  id: Type.String(),
  stripe_user_id: Type.String(),
  account_name: Type.String(),
  type: accountType,
  stripe_publishable_key: Nullable(Type.String()),
  status: Type.String(),
  creationDate: Type.String({ format: 'date-time' }),
  cardPaymentsAvailable: Type.Optional(
    Type.Boolean({
      description: 'Whether public forms bound to this account can take card payments on this server (a SportsPay account: only in sample mode; a Stripe account: with STRIPE_SECRET_KEY or in sample mode)',
    }),
  ),
});

// Spec 000 §5: the name is entered; blank is refused here and by the service (spaces only).
const accountName = Type.String({ minLength: 1, maxLength: 100 });

const tags = ['payment accounts'];

export default async function paymentAccountRoutes(app: TypedApp, options: { provider: PaymentProviderGateway; cardProviders: CardProviders }) {
  app.get(
    '/organizations/:orgId/settings/paymentaccounts',
    {
      preHandler: requireRight('PAYMENT_ACCOUNTS', 'read'),
      schema: {
        summary: "The organization's payment accounts",
        tags,
        security: bearer,
        params: orgIdParamsSchema,
        querystring: emptyQuerySchema,
        response: { 200: Type.Array(paymentAccountSchema), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => {
      const accounts = await listPaymentAccounts(app.db, request.params.orgId);
      // Staff see up front which accounts cannot take card payments here (a visitor would get "payments unavailable").
      return accounts.map((account) => ({ ...account, cardPaymentsAvailable: options.cardProviders.isAvailable(account) }));
    },
  );

  app.put(
    '/organizations/:orgId/settings/paymentaccounts',
    {
      preHandler: requireRight('PAYMENT_ACCOUNTS', 'update'),
      schema: {
        summary: 'Renames a payment account, found by id or provider account id; its type cannot change',
        tags,
        security: bearer,
        params: orgIdParamsSchema,
        querystring: emptyQuerySchema,
        body: Type.Object(
          { id: Type.Optional(uuidSchema), stripe_user_id: Type.Optional(Type.String({ minLength: 1 })), account_name: accountName, type: accountType },
          { anyOf: [{ required: ['id'] }, { required: ['stripe_user_id'] }] },
        ),
        response: { 200: paymentAccountSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => updatePaymentAccount(app.db, request.params.orgId, request.body),
  );

  app.post(
    '/organizations/:orgId/payment/connect',
    {
      preHandler: requireRight('PAYMENT_ACCOUNTS', 'write'),
      schema: {
        summary: "Completes a connected account with the provider's authorization code (spec 000 §4)",
        tags,
        security: bearer,
        params: orgIdParamsSchema,
        querystring: emptyQuerySchema,
        body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 500 }), name: accountName, type: accountType, status: Type.Optional(Type.String({ maxLength: 50 })) }),
        response: { 200: paymentAccountSchema, ...errorReplies(400, 401, 403, 409, 501) },
      },
    },
    async (request) => connectPaymentAccount(app.db, options.provider, request.params.orgId, request.body),
  );

  app.delete(
    '/organizations/:orgId/payment/connect/:accountId',
    {
      preHandler: requireRight('PAYMENT_ACCOUNTS', 'delete'),
      schema: {
        summary: 'Removes a stripe-type payment account',
        description:
          'Refused with 409 `{ errors: [accountInUse] }` while a form of the organization takes its payments through the account, and `{ errors: [moneyHeld] }` while a payment made through it is not refunded in full or has a charge under way or planned.',
        tags,
        security: bearer,
        params: Type.Object({ orgId: uuidSchema, accountId: uuidSchema }),
        querystring: emptyQuerySchema,
        response: { 204: noContentSchema, 409: codedErrorSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deletePaymentAccount(app.db, request.params.orgId, request.params.accountId);
      return reply.code(204).send();
    },
  );
}
