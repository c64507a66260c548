/** @jest-environment ./test/pglite-environment.ts */
// The second provider (SportsPay, 8-character account ids) has no server integration: outside sample
// mode its accounts cannot take card payments. Staff see it on the accounts list; the public form's
// client-secret call answers 501 `paymentsUnavailable` (the page shows "online payment unavailable").
import { SAMPLE_IDS, SAMPLE_SECOND_PROVIDER_ACCOUNT } from '../src/db/sample-data';
import type { PaymentAccount } from '@front-office/shared/core';
import type { CardProvider } from '../src/services/payments/card-provider';
import { ACCOUNTS, buildTestApp, captureLog, signIn } from './helper';
import type { TestContext } from './helper';

const MONTREAL = SAMPLE_IDS.organizations.montreal;
const LAVAL = SAMPLE_IDS.organizations.laval;
const LAVAL_STRIPE_ACCOUNT = '70000000-0000-4000-8000-000000000001';

describe.each([
  ['outside sample mode, without a Stripe key', false],
  ['in sample mode', true],
])('payment accounts %s', (_, sampleMode) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await buildTestApp({ sampleMode, corsOrigins: [] });
    token = await signIn(ctx, ACCOUNTS.admin);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const accounts = async (organizationId: string) => {
    const response = await ctx.call({ url: `/api/organizations/${organizationId}/settings/paymentaccounts`, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    return response.json<PaymentAccount[]>();
  };

  it('the accounts list says whether each account can take card payments here', async () => {
    const sportsPay = (await accounts(MONTREAL)).find((account) => account.id === SAMPLE_SECOND_PROVIDER_ACCOUNT.id);
    expect(sportsPay).toMatchObject({ stripe_user_id: SAMPLE_SECOND_PROVIDER_ACCOUNT.providerAccountId, cardPaymentsAvailable: sampleMode });
    const stripe = (await accounts(LAVAL)).find((account) => account.id === LAVAL_STRIPE_ACCOUNT);
    expect(stripe).toMatchObject({ cardPaymentsAvailable: sampleMode });
  });

  it('the public client-secret call of a SportsPay account answers paymentsUnavailable outside sample mode, a card setup in it', async () => {
    const response = await ctx.call({ url: `/api/organizations/${MONTREAL}/payment/${SAMPLE_SECOND_PROVIDER_ACCOUNT.id}/clientsecret` });
    if (sampleMode) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ accountId: SAMPLE_SECOND_PROVIDER_ACCOUNT.providerAccountId });
    } else {
      expect(response.statusCode).toBe(501);
      expect(response.json()).toMatchObject({ errors: ['paymentsUnavailable'], message: 'No SportsPay integration is configured' });
    }
  });
});

describe('a provider that cannot be reached', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({});
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers 502 "try again" and logs the fault, which the reply never carries', async () => {
    const outage = () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.1:443'));
    const cardProvider: CardProvider = { createSetup: outage, getSetup: outage, charge: outage, getPayment: outage, getPaymentAction: outage };
    const { stream, text } = captureLog();
    const down = await ctx.buildSibling({ cardProvider, logger: { level: 'info', stream } });
    const response = await down.call({ url: `/api/organizations/${LAVAL}/payment/${LAVAL_STRIPE_ACCOUNT}/clientsecret` });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ statusCode: 502, error: 'Bad Gateway', message: 'The payment provider could not be reached, please try again' });
    expect(text()).toContain('ECONNREFUSED');
  });
});
