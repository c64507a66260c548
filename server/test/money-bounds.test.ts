/** @jest-environment ./test/pglite-environment.ts */
// Issue 18 §3: prices, quantities and totals have bounds (shared/core MAX_TOTAL_CENTS,
// MAX_PRODUCT_QUANTITY), checked by the designer's save and the public submission: 400 naming
// the field, never a 5xx from an integer column.
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Payment } from '@front-office/shared/core';
import { MAX_TOTAL_CENTS } from '@front-office/shared/core';
import { forms, paymentInstallments, submissions } from '../src/db/schema';
import { SAMPLE_IDS } from '../src/db/sample-data';
import { postMultipart } from './forms-support';
import { bearer, buildTestApp, signIn, ACCOUNTS } from './helper';
import type { TestContext } from './helper';
import { LAVAL, LAVAL_STRIPE_ACCOUNT, submit } from './payments-support';

let ctx: TestContext;
let manager = '';

beforeAll(async () => {
  ctx = await buildTestApp({ submissionRateLimit: false });
  manager = await signIn(ctx, ACCOUNTS.manager);
});
afterAll(() => ctx.close());

interface Rejection {
  statusCode: number;
  message: string;
  errors: string[];
  fields?: Record<string, { key: string; params?: Record<string, unknown> }>;
}

const priced = (fields: unknown[]) => JSON.stringify({ steps: [{ id: 's1', name: [], sections: [{ id: 'sec', name: [], multiple: false, visible: true, fields: [{ id: 'name', type: 'Text', text: [] }, ...fields] }] }], rules: [] });

describe("the designer's save refuses amounts beyond their bounds (issue 18 §3)", () => {
  async function newForm(): Promise<{ id: string; version: number }> {
    const created = await postMultipart(ctx.app, `/api/organizations/${LAVAL}/forms/templates/${SAMPLE_IDS.templates.blank}`, { form: JSON.stringify({ name: 'Bounds', localizations: ['en'] }) }, bearer(manager));
    expect(created.statusCode).toBe(200);
    return created.json();
  }
  const save = async (extra: Record<string, unknown>) => {
    const form = await newForm();
    const body = { version: form.version, name: 'Bounded form', localizations: ['en'], content: priced([]), discountCodes: [], ...extra };
    return postMultipart(ctx.app, `/api/organizations/${LAVAL}/forms/${form.id}`, { form: JSON.stringify(body) }, bearer(manager), 'PUT');
  };

  it('a price of 10^15 cents is refused with 400 naming the field', async () => {
    const response = await save({ content: priced([{ id: 'weeks', type: 'PaymentOptionList', text: [], options: [{ value: 'camp', text: [], price: 10 ** 15 }] }]) });
    expect(response.statusCode).toBe(400);
    expect(response.json<Rejection>().message).toMatch(/^form\.content steps\[0\]\.sections\[0\]\.fields\[1\] \(weeks\) choice 1: price must be a whole number of cents, at least 0 and at most 99999999$/);
  });

  it('a price of 99,999,999 cents (the bound) is saved', async () => {
    const response = await save({ content: priced([{ id: 'weeks', type: 'PaymentOptionList', text: [], options: [{ value: 'camp', text: [], price: MAX_TOTAL_CENTS }] }]) });
    expect(response.statusCode).toBe(200);
  });

  it('a product max above 10,000 is refused naming the field', async () => {
    const response = await save({ content: priced([{ id: 'gear', type: 'Products', text: [], products: [{ value: 'cap', text: [], price: 500, max: 429_497 }] }]) });
    expect(response.statusCode).toBe(400);
    expect(response.json<Rejection>().message).toMatch(/\(gear\) choice 1: max must be a whole number from 0 to 10000/);
  });

  it('a fixed amount, a mode discount or a code amount above the bound is refused naming the setting', async () => {
    const single = { modes: [{ id: 'full', mode: 'single', discount: { type: 'amount', value: 0 } }], applyTo: [] };
    const fixed = await save({ paymentEnabled: true, paymentAccount: LAVAL_STRIPE_ACCOUNT, paymentModes: single, fixedAmount: 1_000_000_000 });
    expect(fixed.statusCode).toBe(400);
    expect(fixed.json<Rejection>().message).toBe('form.fixedAmount: The fixed amount must be at most 999,999.99');
    const code = await save({ discountCodes: [{ code: 'HUGE', type: 'amount', value: 10 ** 15, quantity: 1, expirationDate: null }] });
    expect(code.statusCode).toBe(400);
    expect(code.json<Rejection>().message).toBe('form.discountCodes[0].value: The amount must be at most 999,999.99');
    const mode = await save({ paymentEnabled: true, paymentAccount: LAVAL_STRIPE_ACCOUNT, paymentModes: { modes: [{ id: 'full', mode: 'single', discount: { type: 'amount', value: 10 ** 15 } }], applyTo: [] } });
    expect(mode.statusCode).toBe(400);
    expect(mode.json<Rejection>().message).toBe('form.paymentModes[0].discount.value: The amount must be at most 999,999.99');
  });
});

describe('the public submission refuses a total beyond the bound (issue 18 §3)', () => {
  async function insertForm(fields: unknown[], fixedAmount: number | null = null): Promise<string> {
    const id = randomUUID();
    await ctx.database.db.insert(forms).values({
      id,
      organizationId: LAVAL,
      name: [{ culture: 'en', value: 'Bounded' }],
      status: 3,
      content: priced(fields),
      paymentEnabled: true,
      paymentAccount: LAVAL_STRIPE_ACCOUNT,
      paymentProvider: 'stripe',
      paymentModes: [
        { id: 'full', mode: 'single', discount: { type: 'amount', value: 0 } },
        { id: 'plan', mode: 'fixed_dates', discount: { type: 'amount', value: 0 }, installments: [{ date: '2099-01-01', percent: 50 }, { date: '2099-02-01', percent: 50 }] },
      ],
      fixedAmount,
    });
    return id;
  }
  const stored = async (formId: string) => (await ctx.database.db.select({ total: count() }).from(submissions).where(eq(submissions.formId, formId)))[0]?.total;

  it('429,497 of a $50 product without max is refused with 400 (it overflowed the integer column: 500)', async () => {
    const formId = await insertForm([{ id: 'gear', type: 'Products', text: [], products: [{ value: 'goggles', text: [], price: 5000 }] }]);
    const response = await submit(ctx, formId, { gear: [{ id: 'goggles', quantity: 429_497 }] });
    expect(response.statusCode).toBe(400);
    expect(response.json<Rejection>()).toMatchObject({ errors: ['gear'], fields: { gear: { key: 'validation.productMinMax', params: { product: 'goggles', min: 0, max: 10_000 } } } });
    expect(await stored(formId)).toBe(0);
  });

  it('a total above 99,999,999 cents is refused with 400 naming every priced field that made it', async () => {
    const formId = await insertForm([
      { id: 'camp', type: 'PaymentChoiceList', text: [], choices: [{ value: 'summer', text: [], price: 60_000_000 }] },
      { id: 'gear', type: 'Products', text: [], products: [{ value: 'boat', text: [], price: 4_000_000 }] },
    ]);
    const response = await submit(ctx, formId, { camp: 'summer', gear: [{ id: 'boat', quantity: 10 }] }, { PaymentMode: 'plan' });
    expect(response.statusCode).toBe(400);
    const rejection = response.json<Rejection>();
    expect(rejection.errors.sort()).toEqual(['camp', 'gear']);
    expect(rejection.fields?.camp).toEqual({ key: 'validation.totalTooHigh', params: { max: 999_999.99 } });
    expect(await stored(formId)).toBe(0);
  });

  it('a form stored with a price of 10^15 before the bounds existed answers 400, never a 500', async () => {
    const formId = await insertForm([{ id: 'weeks', type: 'PaymentOptionList', text: [], multiSelection: true, options: [{ value: 'camp', text: [], price: 10 ** 15 }] }]);
    const response = await submit(ctx, formId, { weeks: ['camp'] });
    expect(response.statusCode).toBe(400);
    expect(response.json<Rejection>().fields?.weeks?.key).toBe('validation.totalTooHigh');
  });

  it('a fixed amount alone above the bound is refused, keyed fixedAmount', async () => {
    const formId = await insertForm([], 2_000_000_000);
    const response = await submit(ctx, formId, {});
    expect(response.statusCode).toBe(400);
    expect(response.json<Rejection>()).toMatchObject({ errors: ['fixedAmount'], fields: { fixedAmount: { key: 'validation.totalTooHigh' } } });
  });

  it('a total of exactly 99,999,999 cents is accepted and lands whole in the installments', async () => {
    const formId = await insertForm([{ id: 'camp', type: 'PaymentChoiceList', text: [], choices: [{ value: 'summer', text: [], price: MAX_TOTAL_CENTS - 1_000 }] }], 1_000);
    const response = await submit(ctx, formId, { camp: 'summer' }, { PaymentMode: 'plan' });
    expect(response.statusCode).toBe(200);
    const id = response.json<string>();
    const [row] = await ctx.database.db.select().from(submissions).where(eq(submissions.id, id));
    expect((row?.payment as Payment | null)?.total).toBe(MAX_TOTAL_CENTS);
    const installments = await ctx.database.db.select({ amount: paymentInstallments.amount }).from(paymentInstallments).where(eq(paymentInstallments.submissionId, id));
    expect(installments.map((installment) => installment.amount).reduce((sum, amount) => sum + amount, 0)).toBe(MAX_TOTAL_CENTS);
  });
});
