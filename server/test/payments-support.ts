// A paid form and the card flow of the simulated provider, for the payment tests.
import { randomUUID } from 'node:crypto';
import { forms } from '../src/db/schema';
import { SAMPLE_IDS } from '../src/db/sample-data';
import { contentOf, postMultipart } from './forms-support';
import type { MultipartResult } from './forms-support';
import type { TestContext } from './helper';
import type { CardProvider, ChargeRequest, ChargeResult, ProviderAccount } from '../src/services/payments/card-provider';
import type { CardProviders } from '../src/services/payments/card-providers';
import { createCardProviders } from '../src/services/payments/card-providers';

export const LAVAL = SAMPLE_IDS.organizations.laval;
/** Club Aquatique Laval's Stripe account (sample-payment-accounts.ts). */
export const LAVAL_STRIPE_ACCOUNT = '70000000-0000-4000-8000-000000000001';

export const PAID_CONTENT = {
  steps: [
    {
      id: 's1',
      name: [],
      sections: [
        {
          id: 'sec',
          name: [],
          multiple: false,
          visible: true,
          fields: [
            { id: 'name', type: 'Text', text: [], required: true },
            {
              id: 'weeks',
              type: 'PaymentOptionList',
              text: [],
              required: false,
              multiSelection: true,
              options: [
                { value: 'week-1', text: [], price: 15000 },
                { value: 'week-2', text: [], price: 12000 },
              ],
            },
            { id: 'gear', type: 'Products', text: [], required: false, products: [{ value: 'cap', text: [], price: 1000, min: 0, max: 5, limit: 10 }] },
          ],
        },
      ],
    },
  ],
  rules: [],
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export const PLAN_MODE = {
  id: 'plan-3',
  mode: 'fixed_dates',
  discount: { type: 'amount', value: 0 },
  installments: [
    { date: day(-1), percent: 40 },
    { date: day(30), percent: 30 },
    { date: day(60), percent: 30 },
  ],
};

export async function insertPaidForm(ctx: TestContext, extra: Partial<typeof forms.$inferInsert> = {}): Promise<string> {
  const id = randomUUID();
  await ctx.database.db.insert(forms).values({
    id,
    organizationId: LAVAL,
    name: [{ culture: 'en', value: 'Paid form' }],
    status: 3,
    content: JSON.stringify(PAID_CONTENT),
    paymentEnabled: true,
    paymentAccount: LAVAL_STRIPE_ACCOUNT,
    paymentProvider: 'stripe',
    paymentModes: [{ id: 'full', mode: 'single', discount: { type: 'amount', value: 0 } }, PLAN_MODE],
    discountCodes: [
      { code: 'SAVE10', type: 'percent', value: 10, quantity: 100, expirationDate: null },
      { code: 'FIVE', type: 'amount', value: 1000, quantity: 5, expirationDate: null },
      { code: 'OLD', type: 'amount', value: 1000, quantity: 100, expirationDate: '2020-01-01' },
    ],
    hasDiscountCodes: true,
    ...extra,
  });
  return id;
}

export function submit(ctx: TestContext, formId: string, answers: Record<string, unknown>, parts: Record<string, string> = {}): Promise<MultipartResult> {
  return postMultipart(ctx.app, `/organizations/${LAVAL}/forms/${formId}`, {
    Content: contentOf({ name: 'Visitor', ...answers }),
    CustomerEmail: 'visitor@example.com',
    cardHolderName: 'Visitor One',
    PaymentMethod: 'credit_card',
    ...parts,
  });
}

/** What the page does first: a client secret (on the form's account), then the card set up at the (simulated) provider. */
export async function setUpCard(ctx: TestContext, cardNumber: string, accountId: string = LAVAL_STRIPE_ACCOUNT) {
  const secret = await ctx.call({ url: `/api/organizations/${LAVAL}/payment/${accountId}/clientsecret` });
  const { clientSecret, setupIntentId } = secret.json<{ clientSecret: string; setupIntentId: string }>();
  const setup = await ctx.call({
    method: 'POST',
    url: '/sample-provider/v1/setup_intents/confirm',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ client_secret: clientSecret, card: { number: cardNumber, exp_month: 12, exp_year: 2034, cvc: '123' } }),
  });
  return { setupIntentId, setup };
}

/** What the page does after a submission: a client secret, the card at the provider, the confirm call. */
export async function payWithCard(ctx: TestContext, formId: string, submissionId: string, cardNumber: string, accountId: string = LAVAL_STRIPE_ACCOUNT) {
  const { setupIntentId, setup } = await setUpCard(ctx, cardNumber, accountId);
  const confirm = await ctx.call({
    method: 'POST',
    url: `/api/organizations/${LAVAL}/forms/${formId}/submissions/${submissionId}/payment/confirm`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ setupIntentId }),
  });
  return { setupIntentId, setup, confirm };
}

/** Polls `check` until it holds (a job queue's work is seen in the database), failing after `timeoutMs`. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out');
}

/**
 * The simulated provider of sample mode with its charge call wrapped (a network's wait, an outage,
 * a process that dies mid-call): `charge(real, account, request)` decides what the caller sees.
 */
export function providersChargingThrough(
  ctx: TestContext,
  charge: (real: CardProvider, account: ProviderAccount, request: ChargeRequest) => Promise<ChargeResult>,
): CardProviders {
  const real = createCardProviders({ db: ctx.database.db, sampleMode: true });
  return {
    simulated: real.simulated,
    isAvailable: real.isAvailable,
    forAccount(account) {
      const provider = real.forAccount(account);
      return { ...provider, charge: (target, request) => charge(provider, target, request) };
    },
  };
}
