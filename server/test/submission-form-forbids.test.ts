/** @jest-environment ./test/pglite-environment.ts */
// Issue 18 §2: the server refuses what the public form forbids, with the rules of shared/core.
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Payment } from '@front-office/shared/core';
import { forms, submissions } from '../src/db/schema';
import { buildTestApp } from './helper';
import type { TestContext } from './helper';
import { LAVAL, LAVAL_STRIPE_ACCOUNT, submit } from './payments-support';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({ submissionRateLimit: false });
});
afterAll(() => ctx.close());

interface Rejection {
  statusCode: number;
  errors: string[];
  fields?: Record<string, { key: string; params?: Record<string, unknown> }>;
}

const name = { id: 'name', type: 'Text', text: [], required: true };
const section = (fields: unknown[], extra: Record<string, unknown> = {}) => ({ id: 'sec', name: [], multiple: false, visible: true, fields: [name, ...fields], ...extra });

async function insertForm(sections: unknown[]): Promise<string> {
  const id = randomUUID();
  await ctx.database.db.insert(forms).values({
    id,
    organizationId: LAVAL,
    name: [{ culture: 'en', value: 'Forbidden answers' }],
    status: 3,
    content: JSON.stringify({ steps: [{ id: 's1', name: [], sections }], rules: [] }),
    paymentEnabled: true,
    paymentAccount: LAVAL_STRIPE_ACCOUNT,
    paymentProvider: 'stripe',
    paymentModes: [{ id: 'full', mode: 'single', discount: { type: 'amount', value: 0 } }],
  });
  return id;
}

const storedCount = async (formId: string) => (await ctx.database.db.select({ total: count() }).from(submissions).where(eq(submissions.formId, formId)))[0]?.total;
const storedOf = async (id: string) => {
  const [row] = await ctx.database.db.select().from(submissions).where(eq(submissions.id, id));
  return row as (typeof submissions.$inferSelect & { payment: Payment | null }) | undefined;
};

async function expectRefused(formId: string, answers: Record<string, unknown>, field: string, key: string) {
  const response = await submit(ctx, formId, answers);
  expect(response.statusCode).toBe(400);
  const rejection = response.json<Rejection>();
  expect(rejection.errors).toEqual([field]);
  expect(rejection.fields?.[field]?.key).toBe(key);
  expect(await storedCount(formId)).toBe(0);
  return rejection;
}

const options = [
  { value: 'open', text: [], price: 1000 },
  { value: 'closed', text: [], price: 10, disabled: true },
];

describe('a disabled option is refused (spec 001 §3 Option.disabled, issue 18 §2)', () => {
  it.each([
    ['Select', { options }, 'closed'],
    ['OptionList', { options, multiSelection: true }, ['closed']],
    ['PaymentOptionList', { options, multiSelection: true }, ['open', 'closed']],
    ['PaymentChoiceList', { choices: options }, 'closed'],
  ])('a %s answer choosing its disabled option is refused with 400 naming the field', async (type, extras, answer) => {
    const formId = await insertForm([section([{ id: 'choice', type, text: [], required: false, ...extras }])]);
    await expectRefused(formId, { choice: answer }, 'choice', 'validation.disabledOption');
    const allowed = await submit(ctx, formId, { choice: Array.isArray(answer) ? ['open'] : 'open' });
    expect(allowed.statusCode).toBe(200);
  });

  it('a disabled option checked by default stays checked: a priced fee cannot be removed by the visitor', async () => {
    const fee = [
      { value: 'membership', text: [], price: 2500, disabled: true },
      { value: 'week', text: [], price: 10000 },
    ];
    const formId = await insertForm([section([{ id: 'fees', type: 'PaymentOptionList', text: [], required: false, multiSelection: true, options: fee, defaultValue: ['membership'] }])]);
    await expectRefused(formId, { fees: ['week'] }, 'fees', 'validation.disabledOption');
    const kept = await submit(ctx, formId, { fees: ['membership', 'week'] });
    expect(kept.statusCode).toBe(200);
    expect((await storedOf(kept.json<string>()))?.payment?.total).toBe(12500);
  });
});

describe('a field with enabled false keeps its default (spec 001 §3 Field.enabled, issue 18 §2)', () => {
  const readOnlyPrice = {
    id: 'season',
    type: 'PaymentChoiceList',
    text: [],
    required: true,
    enabled: false,
    defaultValue: 'full',
    choices: [
      { value: 'full', text: [], price: 30000 },
      { value: 'trial', text: [], price: 100 },
    ],
  };

  it('a read-only priced field answered with another choice is refused with 400 naming the field', async () => {
    const formId = await insertForm([section([readOnlyPrice])]);
    await expectRefused(formId, { season: 'trial' }, 'season', 'validation.readOnly');
  });

  it('a read-only field left out takes its default, and is priced at it', async () => {
    const formId = await insertForm([section([readOnlyPrice])]);
    const response = await submit(ctx, formId, {});
    expect(response.statusCode).toBe(200);
    const stored = await storedOf(response.json<string>());
    expect(stored?.payment?.total).toBe(30000);
    expect(stored?.fields).toContainEqual({ id: 'season', rowId: null, value: JSON.stringify({ value: 'full' }) });
    expect((await submit(ctx, formId, { season: 'full' })).statusCode).toBe(200);
  });

  it('a read-only text or product field keeps its default too', async () => {
    const formId = await insertForm([
      section([
        { id: 'club', type: 'Text', text: [], required: false, enabled: false, defaultValue: 'Laval' },
        { id: 'kit', type: 'Products', text: [], required: false, enabled: false, defaultValue: [{ id: 'cap', quantity: 1 }], products: [{ value: 'cap', text: [], price: 1500 }] },
      ]),
    ]);
    await expectRefused(formId, { club: 'Boston' }, 'club', 'validation.readOnly');
    await expectRefused(formId, { kit: [] }, 'kit', 'validation.readOnly');
    await expectRefused(formId, { kit: [{ id: 'cap', quantity: 3 }] }, 'kit', 'validation.readOnly');
    expect((await submit(ctx, formId, { club: 'Laval', kit: [{ id: 'cap', quantity: 1 }] })).statusCode).toBe(200);
  });
});

describe("a repeatable section's copies stay within multipleValidations (spec 001 §3, §4)", () => {
  const repeatable = section([{ id: 'child', type: 'Text', text: [], required: false }], { id: 'kids', multiple: true, multipleValidations: { min: 1, max: 2 }, fields: [{ id: 'child', type: 'Text', text: [], required: false }] });

  it('more copies than max are refused with 400 naming the section', async () => {
    const formId = await insertForm([section([]), repeatable]);
    const rejection = await expectRefused(formId, { kids: [{ child: 'A' }, { child: 'B' }, { child: 'C' }] }, 'kids', 'validation.copies');
    expect(rejection.fields?.kids?.params).toEqual({ min: 1, max: 2 });
  });

  it('fewer copies than min are refused', async () => {
    const formId = await insertForm([section([]), repeatable]);
    await expectRefused(formId, { kids: [] }, 'kids', 'validation.copies');
  });

  it('copies from min to max are accepted', async () => {
    const formId = await insertForm([section([]), repeatable]);
    expect((await submit(ctx, formId, { kids: [{ child: 'A' }] })).statusCode).toBe(200);
    expect((await submit(ctx, formId, { kids: [{ child: 'A' }, { child: 'B' }] })).statusCode).toBe(200);
  });
});

describe('a product quantity is a whole number (spec 001 §5 Products, issue 18 §2)', () => {
  const products = { id: 'gear', type: 'Products', text: [], required: false, products: [{ value: 'cap', text: [], price: 1000, min: 2, max: 5 }] };

  it.each([
    ['a string', '2'],
    ['a fraction', 2.5],
    ['a negative number', -2],
    ['null', null],
  ])('a quantity that is %s is refused with 400, not ignored', async (_label, quantity) => {
    const formId = await insertForm([section([products])]);
    await expectRefused(formId, { gear: [{ id: 'cap', quantity }] }, 'gear', 'validation.invalidAnswer');
  });

  it('a string quantity inside a copy of a repeatable section is refused too', async () => {
    const formId = await insertForm([section([]), { id: 'kids', name: [], multiple: true, visible: true, multipleValidations: { min: 1, max: 3 }, fields: [products] }]);
    const response = await submit(ctx, formId, { kids: [{ gear: [{ id: 'cap', quantity: '3' }] }] });
    expect(response.statusCode).toBe(400);
    expect(response.json<Rejection>()).toMatchObject({ errors: ['gear@1'], fields: { 'gear@1': { key: 'validation.invalidAnswer' } } });
  });

  it("a product's min applies once it is chosen (quantity above 0), its max always", async () => {
    const formId = await insertForm([section([products])]);
    await expectRefused(formId, { gear: [{ id: 'cap', quantity: 1 }] }, 'gear', 'validation.productMinMax');
    await expectRefused(formId, { gear: [{ id: 'cap', quantity: 6 }] }, 'gear', 'validation.productMinMax');
    expect((await submit(ctx, formId, { gear: [{ id: 'cap', quantity: 0 }] })).statusCode).toBe(200);
    const bought = await submit(ctx, formId, { gear: [{ id: 'cap', quantity: 2 }] });
    expect(bought.statusCode).toBe(200);
    expect((await storedOf(bought.json<string>()))?.payment?.total).toBe(2000);
  });
});
