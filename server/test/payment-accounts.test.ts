/** @jest-environment ./test/pglite-environment.ts */
import { SAMPLE_IDS } from '../src/db/sample-data';
import { ACCOUNTS, bearer, buildTestApp, signIn } from './helper';
import type { TestContext } from './helper';

interface Account {
  id: string;
  stripe_user_id: string;
  account_name: string;
  type: string;
  stripe_publishable_key: string | null;
  status: string;
  creationDate: string;
}

let ctx: TestContext;
const jwt: Record<keyof typeof ACCOUNTS, string> = { admin: '', manager: '', reader: '', coach: '' };
const { laval, boston, montreal } = SAMPLE_IDS.organizations;
const lavalStripe = '70000000-0000-4000-8000-000000000001';
const lavalSportspay = '70000000-0000-4000-8000-000000000002';
const montrealStripe = '70000000-0000-4000-8000-000000000003';

beforeAll(async () => {
  ctx = await buildTestApp();
  for (const key of Object.keys(ACCOUNTS) as (keyof typeof ACCOUNTS)[]) jwt[key] = await signIn(ctx, ACCOUNTS[key]);
});
afterAll(() => ctx.close());

const json = (token: string) => ({ ...bearer(token), 'content-type': 'application/json' });
const list = (token: string, orgId: string) => ctx.call({ url: `/api/organizations/${orgId}/settings/paymentaccounts`, headers: bearer(token) });
const update = (token: string, orgId: string, body: object) =>
  ctx.call({ method: 'PUT', url: `/api/organizations/${orgId}/settings/paymentaccounts`, headers: json(token), payload: JSON.stringify(body) });
const connect = (token: string, orgId: string, body: object) =>
  ctx.call({ method: 'POST', url: `/api/organizations/${orgId}/payment/connect`, headers: json(token), payload: JSON.stringify(body) });
const remove = (token: string, orgId: string, accountId: string) =>
  ctx.call({ method: 'DELETE', url: `/api/organizations/${orgId}/payment/connect/${accountId}`, headers: bearer(token) });
const sampleCode = (suffix: string) => `sample_${suffix.padEnd(8, 'x')}`;

describe('GET /api/organizations/:orgId/settings/paymentaccounts', () => {
  it('lists the accounts with the provider fields of spec 000 §3', async () => {
    const response = await list(jwt.reader, laval);
    expect(response.statusCode).toBe(200);
    const accounts = response.json<Account[]>();
    expect(accounts.map(({ type, account_name, stripe_user_id, status, stripe_publishable_key }) => ({ type, account_name, stripe_user_id, status, stripe_publishable_key }))).toEqual([
      { type: 'stripe', account_name: 'Laval registrations', stripe_user_id: 'acct_sample_laval', status: 'created', stripe_publishable_key: 'pk_test_sample_laval' },
      { type: 'sportspay-ca', account_name: '', stripe_user_id: 'sp_ca_sample_laval', status: 'in-review', stripe_publishable_key: null },
    ]);
    expect(Number.isNaN(Date.parse(accounts[0]?.creationDate ?? ''))).toBe(false);
  });

  it('is empty for an organization without accounts', async () => {
    expect((await list(jwt.manager, boston)).json()).toEqual([]);
  });

  it('needs membership: 403 for an organization the user is not in, 401 without a token', async () => {
    expect((await list(jwt.manager, montreal)).statusCode).toBe(403);
    expect((await ctx.call({ url: `/api/organizations/${laval}/settings/paymentaccounts` })).statusCode).toBe(401);
  });

  it('needs PAYMENT_ACCOUNTS read', async () => {
    await ctx.database.withSession((session) =>
      session.exec(`UPDATE organization_members SET can_read = false WHERE user_id = '${SAMPLE_IDS.users.coach}' AND area = 'PAYMENT_ACCOUNTS'`),
    );
    const response = await list(jwt.coach, laval);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'Missing PAYMENT_ACCOUNTS read right in this organization' });
  });
});

describe('POST /api/organizations/:orgId/payment/connect (spec 000 §4)', () => {
  it('completes a stripe account from a sample code, then lists it', async () => {
    const response = await connect(jwt.manager, boston, { code: sampleCode('boston1'), name: 'Boston card payments', type: 'stripe' });
    expect(response.statusCode).toBe(200);
    const account = response.json<Account>();
    expect(account).toMatchObject({ account_name: 'Boston card payments', type: 'stripe', status: 'created' });
    expect(account.stripe_user_id).toMatch(/^acct_/);
    expect(account.stripe_publishable_key).toMatch(/^pk_test_/);
    expect((await list(jwt.manager, boston)).json<Account[]>().map((item) => item.id)).toEqual([account.id]);
  });

  it('connects one sportspay account, with the status the provider sent, and refuses a second one with 409', async () => {
    const first = await connect(jwt.manager, boston, { code: sampleCode('boston2'), name: 'Boston US', type: 'sportspay-us', status: 'created' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ type: 'sportspay-us', status: 'created', stripe_publishable_key: null });
    const second = await connect(jwt.manager, boston, { code: sampleCode('boston3'), name: 'Boston CA', type: 'sportspay-ca' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: 'This organization already has a SportsPay account (one per organization)' });
    const stripeStillFine = await connect(jwt.manager, boston, { code: sampleCode('boston4'), name: 'Second card', type: 'stripe' });
    expect(stripeStillFine.statusCode).toBe(200);
  });

  it('refuses a code the provider does not know, an unknown type and the same account twice', async () => {
    expect((await connect(jwt.manager, boston, { code: 'forged', name: 'x', type: 'stripe' })).json()).toMatchObject({ statusCode: 400, message: 'Invalid authorization code' });
    expect((await connect(jwt.manager, boston, { code: sampleCode('boston5'), name: 'x', type: 'paypal' })).statusCode).toBe(400);
    expect((await connect(jwt.manager, boston, { code: sampleCode('boston1'), name: 'again', type: 'stripe' })).statusCode).toBe(409);
  });

  it('needs PAYMENT_ACCOUNTS write, and membership', async () => {
    const reader = await connect(jwt.reader, laval, { code: sampleCode('reader1'), name: 'x', type: 'stripe' });
    expect(reader.statusCode).toBe(403);
    expect(reader.json()).toMatchObject({ message: 'Missing PAYMENT_ACCOUNTS write right in this organization' });
    expect((await connect(jwt.manager, montreal, { code: sampleCode('mgr1'), name: 'x', type: 'stripe' })).statusCode).toBe(403);
  });
});

describe('PUT /api/organizations/:orgId/settings/paymentaccounts', () => {
  it('renames an account found by id or by provider account id', async () => {
    const byId = await update(jwt.manager, laval, { id: lavalStripe, account_name: 'Laval camps', type: 'stripe' });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({ id: lavalStripe, account_name: 'Laval camps', type: 'stripe' });
    const byProviderId = await update(jwt.manager, laval, { stripe_user_id: 'sp_ca_sample_laval', account_name: 'Laval SportsPay', type: 'sportspay-ca' });
    expect(byProviderId.json()).toMatchObject({ id: lavalSportspay, account_name: 'Laval SportsPay' });
  });

  it('refuses to change the payment method', async () => {
    const response = await update(jwt.manager, laval, { id: lavalStripe, account_name: 'x', type: 'sportspay-us' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'The payment method of an account cannot be changed' });
  });

  it("refuses another organization's account: 404, and the account is unchanged", async () => {
    const response = await update(jwt.manager, laval, { id: montrealStripe, account_name: 'Hijacked', type: 'stripe' });
    expect(response.statusCode).toBe(404);
    expect((await list(jwt.admin, montreal)).json<Account[]>()[0]?.account_name).toBe('Montreal Soccer');
  });

  it('needs PAYMENT_ACCOUNTS update', async () => {
    const response = await update(jwt.reader, laval, { id: lavalStripe, account_name: 'x', type: 'stripe' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'Missing PAYMENT_ACCOUNTS update right in this organization' });
  });
});

describe('DELETE /api/organizations/:orgId/payment/connect/:accountId', () => {
  it('needs PAYMENT_ACCOUNTS delete', async () => {
    const response = await remove(jwt.reader, laval, lavalStripe);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'Missing PAYMENT_ACCOUNTS delete right in this organization' });
  });

  it('only removes stripe-type accounts', async () => {
    const response = await remove(jwt.manager, laval, lavalSportspay);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Only stripe accounts can be removed' });
  });

  it("refuses another organization's account with 404", async () => {
    expect((await remove(jwt.manager, laval, montrealStripe)).statusCode).toBe(404);
    expect((await list(jwt.admin, montreal)).json<Account[]>().filter((account) => account.id === montrealStripe)).toHaveLength(1);
  });

  it('removes a stripe account no form uses (issue 18 §1: one a form uses is refused, accountInUse)', async () => {
    // The sample paid forms of Laval take their payments through its Stripe account.
    const inUse = await remove(jwt.manager, laval, lavalStripe);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ errors: ['accountInUse'] });
    const spare = (await connect(jwt.manager, laval, { code: sampleCode('spare1'), name: 'Spare', type: 'stripe' })).json<Account>();
    const response = await remove(jwt.manager, laval, spare.id);
    expect(response.statusCode).toBe(204);
    expect((await list(jwt.manager, laval)).json<Account[]>().map((account) => account.id)).toEqual([lavalStripe, lavalSportspay]);
    expect((await remove(jwt.manager, laval, spare.id)).statusCode).toBe(404);
  });
});

describe('the Stripe branch (STRIPE_SECRET_KEY set)', () => {
  // Stripe's servers are out of reach here: the SDK client is replaced at that boundary only.
  const connect = (client: { call: (options: Parameters<typeof ctx.call>[0]) => ReturnType<typeof ctx.call> }, code: string) =>
    client.call({
      method: 'POST',
      url: `/api/organizations/${boston}/payment/connect`,
      headers: json(jwt.manager),
      payload: JSON.stringify({ code, name: 'Real', type: 'stripe' }),
    });

  it('exchanges the authorization code with Stripe and lists the connected account', async () => {
    const codes: string[] = [];
    const stripeClient = {
      oauth: {
        token: async ({ code }: { code: string }) => {
          codes.push(code);
          return { stripe_user_id: 'acct_real_123', stripe_publishable_key: 'pk_live_123' };
        },
      },
    };
    const sibling = await ctx.buildSibling({ sampleMode: false, stripeSecretKey: 'sk_test_123', stripeClient });
    const response = await connect(sibling, 'ac_real_code');
    expect(response.statusCode).toBeLessThan(300);
    expect(codes).toEqual(['ac_real_code']);
    const accounts = (await sibling.call({ url: `/api/organizations/${boston}/settings/paymentaccounts`, headers: json(jwt.manager) })).json<Account[]>();
    expect(accounts).toEqual(expect.arrayContaining([expect.objectContaining({ stripe_user_id: 'acct_real_123' })]));
  });

  it('answers 400 when Stripe refuses the code, and 502 when Stripe cannot be reached', async () => {
    const refusing = await ctx.buildSibling({
      sampleMode: false,
      stripeSecretKey: 'sk_test_123',
      stripeClient: { oauth: { token: async () => Promise.reject(Object.assign(new Error('bad code'), { code: 'invalid_grant' })) } },
    });
    expect((await connect(refusing, 'ac_used')).statusCode).toBe(400);
    const unreachable = await ctx.buildSibling({
      sampleMode: false,
      stripeSecretKey: 'sk_test_123',
      stripeClient: { oauth: { token: async () => Promise.reject(new Error('connect ECONNREFUSED')) } },
    });
    expect((await connect(unreachable, 'ac_real_code')).statusCode).toBe(502);
  });
});
