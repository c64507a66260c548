import { Type } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import { paymentAccounts } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { Enum, Nullable, cardRefusalOrActionSchema, cardRefusalSchema, emptyQuerySchema, errorReplies, uuidSchema } from '../../schemas';
import type { TypedApp } from '../../schemas';
import { formIdParamsSchema } from '../forms/schemas';
import type { CardProviders } from '../../services/payments/card-providers';
import { confirmPayment } from '../../services/payments/confirm-payment';
import { validateDiscountCode } from '../../services/payments/discount-validation';
import { isStorableText } from '../../services/payments/storable-text';

// Public calls that reach the payment provider: bounded per client address like the submission.
const publicLimited = { public: true, rateLimit: { max: 60, timeWindow: 60_000 } } as const;

const paymentSchema = Type.Partial(
  Type.Object({
    id: Type.String(),
    method: Type.String(),
    status: Type.String(),
    paymentIntentId: Nullable(Type.String()),
    total: Type.Integer(),
    paymentDetails: Type.Array(
      Type.Partial(Type.Object({ id: Type.String(), date: Type.String(), total: Type.Integer(), status: Type.String(), paymentIntentId: Nullable(Type.String()) })),
    ),
  }),
);

/**
 * The public form's payment calls (spec 000 §7, spec 001 §7): the card setup's client secret,
 * the discount-code check, and the confirmation that charges the first installment.
 */
export default async function paymentRoutes(app: TypedApp, options: { providers: CardProviders }) {
  app.get(
    '/organizations/:orgId/payment/:paymentId/clientsecret',
    {
      config: publicLimited,
      schema: {
        summary: 'A card setup (SetupIntent) on the payment account, for the public form',
        description:
          'paymentId is the payment account id (the form\'s paymentAccount). Answers clientSecret and setupIntentId, with what the page needs to load the provider: its type, account id (8 characters: the second provider, built-in card form), publishable key and, for a provider script, scriptUrl.',
        tags: ['public'],
        params: Type.Object({ orgId: uuidSchema, paymentId: uuidSchema }),
        querystring: emptyQuerySchema,
        response: {
          200: Type.Object({
            clientSecret: Type.String(),
            setupIntentId: Type.String(),
            type: Type.String(),
            accountId: Type.String(),
            publishableKey: Nullable(Type.String()),
            scriptUrl: Nullable(Type.String()),
          }),
          ...errorReplies(400, 404, 429, 502),
          501: cardRefusalSchema,
        },
      },
    },
    async (request) => {
      const [account] = await app.db
        .select()
        .from(paymentAccounts)
        .where(and(eq(paymentAccounts.id, request.params.paymentId), eq(paymentAccounts.organizationId, request.params.orgId)));
      if (!account) throw notFound('Payment account not found');
      const providerAccount = { id: account.id, providerAccountId: account.stripeUserId, type: account.type, publishableKey: account.stripePublishableKey };
      const setup = await options.providers.forAccount(providerAccount).createSetup(providerAccount, { email: null, origin: `${request.protocol}://${request.host}` });
      return { ...setup, type: account.type, accountId: account.stripeUserId };
    },
  );

  app.post(
    '/organizations/:orgId/forms/:formId/discount/validate',
    {
      // Also bounds guessing codes.
      config: publicLimited,
      schema: {
        summary: 'Checks a discount code of the form',
        description: 'Answers discountType, discountValue and the code (upper-case) when the code can be applied; {} (no data) when it is unknown, expired or used up.',
        tags: ['public'],
        params: formIdParamsSchema,
        querystring: emptyQuerySchema,
        body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 50 }) }),
        response: {
          200: Type.Partial(Type.Object({ discountType: Enum('string', ['amount', 'percent']), discountValue: Type.Number(), code: Type.String() })),
          ...errorReplies(400, 404, 429),
        },
      },
    },
    async (request) => {
      const found = await validateDiscountCode(app.db, { organizationId: request.params.orgId, formId: request.params.formId, code: request.body.code });
      if (found === 'noForm') throw notFound('Form not found');
      return found ?? {};
    },
  );

  // Spec 001 §7 lists the sample server's form of the same check: the code's type, value and code.
  app.get(
    '/organizations/:orgId/forms/:formId/discountcode/:code',
    {
      config: publicLimited,
      schema: {
        summary: 'Looks up a discount code of the form (the sample server\'s call)',
        description: 'Answers { type, value, code } when the code can be applied now; 404 when it is unknown, expired or used up.',
        tags: ['public'],
        params: Type.Object({ orgId: uuidSchema, formId: uuidSchema, code: Type.String({ minLength: 1, maxLength: 50 }) }),
        querystring: emptyQuerySchema,
        response: {
          200: Type.Object({ type: Enum('string', ['amount', 'percent']), value: Type.Number(), code: Type.String() }),
          ...errorReplies(400, 404, 429),
        },
      },
    },
    async (request) => {
      const found = await validateDiscountCode(app.db, { organizationId: request.params.orgId, formId: request.params.formId, code: request.params.code });
      if (found === 'noForm') throw notFound('Form not found');
      if (!found) throw notFound('No usable discount code of that name');
      return { type: found.discountType, value: found.discountValue, code: found.code };
    },
  );

  app.post(
    '/organizations/:orgId/forms/:formId/submissions/:submissionId/payment/confirm',
    {
      config: publicLimited,
      schema: {
        summary: 'Confirms the card setup of a submission and charges its first installment',
        description:
          'Called by the public form after the provider confirmed the SetupIntent (also to retry with another card after a decline). The server reads the SetupIntent from the provider, then charges once (idempotency key from our ids). 402 { code, declineCode } when the card is declined; 402 { code: authentication_required, action: { clientSecret, paymentMethodId, scriptUrl, publishableKey } } when the card\'s bank asks the cardholder to authenticate the charge: the page runs confirmCardPayment(action.clientSecret, { payment_method: action.paymentMethodId }) and calls this again with the same setupIntentId, which reads the charge from the provider and answers the payment once paid (402 authentication_required again while the bank still waits, 402 { code } when the authentication was refused; another setupIntentId charges the new card instead); 410 holdExpired when the payment was not completed within the hold time and the registration was released (submit again); a replay answers the payment without charging again.',
        tags: ['public'],
        params: Type.Object({ orgId: uuidSchema, formId: uuidSchema, submissionId: uuidSchema }),
        querystring: emptyQuerySchema,
        body: Type.Object({ setupIntentId: Type.String({ minLength: 1, maxLength: 255 }) }),
        response: { 200: paymentSchema, 400: cardRefusalSchema, 402: cardRefusalOrActionSchema, 404: cardRefusalSchema, 410: cardRefusalSchema, 429: cardRefusalSchema, 501: cardRefusalSchema, 502: cardRefusalSchema },
      },
    },
    async (request) => {
      if (!isStorableText(request.body.setupIntentId)) throw new HttpError(400, 'setupIntentId is not a valid identifier');
      const payment = await confirmPayment(app.db, options.providers, {
        organizationId: request.params.orgId,
        formId: request.params.formId,
        submissionId: request.params.submissionId,
        setupIntentId: request.body.setupIntentId,
        origin: `${request.protocol}://${request.host}`,
      });
      if (!payment) throw notFound('Submission not found');
      return payment;
    },
  );
}
