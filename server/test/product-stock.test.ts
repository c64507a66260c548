/** @jest-environment ./test/pglite-environment.ts */
// Issue 18 §4: what is left of each product is public, and every product beyond its limit is
// refused at its field with how many are left (spec 001 §5 Products, §9).
import { count, eq, inArray } from 'drizzle-orm';
import { forms, paymentHolds, paymentInstallments, submissionClaims, submissionPayments, submissions } from '../src/db/schema';
import { buildTestApp } from './helper';
import type { TestContext } from './helper';
import { PAID_CONTENT, insertPaidForm, submit } from './payments-support';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({ submissionRateLimit: false });
});
afterAll(() => ctx.close());

const gear = {
  id: 'gear',
  type: 'Products',
  text: [],
  required: false,
  products: [
    { value: 'cap', text: [{ culture: 'en', value: 'Cap' }], price: 1000, limit: 1 },
    { value: 'goggles', text: [{ culture: 'en', value: 'Goggles' }], price: 900, limit: 3 },
    { value: 'shirt', text: [{ culture: 'en', value: 'Shirt' }], price: 1500 },
  ],
};

function contentWith(section: Record<string, unknown>) {
  const [first] = PAID_CONTENT.steps;
  return JSON.stringify({ ...PAID_CONTENT, steps: [{ ...first, sections: [{ id: 'who', name: [], multiple: false, visible: true, fields: [{ id: 'name', type: 'Text', text: [], required: true }] }, section] }] });
}

const shop = { id: 'shop', name: [], multiple: false, visible: true, fields: [gear] };
const kids = { id: 'kids', name: [], multiple: true, visible: true, multipleValidations: { min: 1, max: 3 }, fields: [{ ...gear, id: 'kidGear' }] };

const claimedOf = async (formId: string) => {
  const [row] = await ctx.database.db.select({ fieldProperties: forms.fieldProperties }).from(forms).where(eq(forms.id, formId));
  return row?.fieldProperties;
};

describe('issue 18 §4: the public details tell what is left of each product', () => {
  test('claimed counts of products with a limit are public; unlimited products and other properties are not', async () => {
    const formId = await insertPaidForm(ctx, {
      content: contentWith(shop),
      fieldProperties: { gear: { claimed: { cap: 1, goggles: 2, shirt: 57 }, note: 'staff only' }, old: { claimed: { shirt: 3, goggles: 1 } } },
    });
    const response = await ctx.call({ url: `/api/public/forms/${formId}/details` });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ form: { fieldProperties: unknown } }>().form.fieldProperties).toEqual({ gear: { claimed: { cap: 1, goggles: 2 } }, old: { claimed: { goggles: 1 } } });
  });

  test('a form whose products were never ordered has no claims to show', async () => {
    const formId = await insertPaidForm(ctx, { content: contentWith(shop) });
    const response = await ctx.call({ url: `/api/public/forms/${formId}/details` });
    expect(response.json<{ form: { fieldProperties: unknown } }>().form.fieldProperties).toEqual({});
  });
});

describe('spec 001 §5 Products: every product beyond what is left is refused at its field, with how many are left', () => {
  test('checked against the stored claims: one message per field lists each product in error, naming it', async () => {
    const formId = await insertPaidForm(ctx, { content: contentWith(shop), fieldProperties: { gear: { claimed: { cap: 1, goggles: 2 } } } });
    const response = await submit(ctx, formId, { gear: [{ id: 'cap', quantity: 1 }, { id: 'goggles', quantity: 2 }, { id: 'shirt', quantity: 4 }] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: ['gear'],
      fields: {
        gear: {
          key: 'validation.productNoneLeft',
          params: { product: 'cap', left: 0 },
          more: [{ key: 'validation.productLeft', params: { product: 'goggles', left: 1 } }],
        },
      },
    });
    expect(await claimedOf(formId)).toEqual({ gear: { claimed: { cap: 1, goggles: 2 } } });
  });

  test('claimed in the transaction: copies that together pass a limit are each refused at their copy id, and nothing is claimed', async () => {
    const formId = await insertPaidForm(ctx, { content: contentWith(kids), fieldProperties: { kidGear: { claimed: { goggles: 2 } } } });
    // Each copy alone fits what is left (1 cap, 1 goggles); both together do not.
    const rows = [{ kidGear: [{ id: 'cap', quantity: 1 }, { id: 'goggles', quantity: 1 }] }, { kidGear: [{ id: 'cap', quantity: 1 }, { id: 'goggles', quantity: 1 }] }];
    const response = await submit(ctx, formId, { kids: rows });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ errors: string[]; fields: Record<string, unknown> }>();
    expect(body.errors).toEqual(['limit', 'productLimit']);
    const copyIds = Object.keys(body.fields).sort();
    expect(copyIds).toHaveLength(2);
    for (const copyId of copyIds) {
      expect(copyId).toMatch(/^kidGear@\d+$/);
      expect(body.fields[copyId]).toEqual({
        key: 'validation.productLeft',
        params: { product: 'cap', left: 1 },
        more: [{ key: 'validation.productLeft', params: { product: 'goggles', left: 1 } }],
      });
    }
    expect(await claimedOf(formId)).toEqual({ kidGear: { claimed: { goggles: 2 } } });
  });

  test('what is left is still taken: one copy ordering it is accepted and claimed', async () => {
    const formId = await insertPaidForm(ctx, { content: contentWith(kids), fieldProperties: { kidGear: { claimed: { goggles: 2 } } } });
    const response = await submit(ctx, formId, { kids: [{ kidGear: [{ id: 'cap', quantity: 1 }, { id: 'goggles', quantity: 1 }] }] });
    expect(response.statusCode).toBe(200);
    expect(await claimedOf(formId)).toEqual({ kidGear: { claimed: { goggles: 3, cap: 1 } } });
    const details = await ctx.call({ url: `/api/public/forms/${formId}/details` });
    expect(details.json<{ form: { fieldProperties: unknown } }>().form.fieldProperties).toEqual({ kidGear: { claimed: { goggles: 3, cap: 1 } } });
  });

  test('concurrent orders past the stock: every refusal names the product at its field, never a bare error', async () => {
    const formId = await insertPaidForm(ctx, { content: contentWith(shop) });
    const responses = await Promise.all(Array.from({ length: 8 }, () => submit(ctx, formId, { gear: [{ id: 'goggles', quantity: 1 }] })));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(3);
    const refused = responses.filter((response) => response.statusCode !== 200);
    expect(refused).toHaveLength(5);
    for (const response of refused) {
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fields: unknown }>().fields).toEqual({ gear: { key: 'validation.productNoneLeft', params: { product: 'goggles', left: 0 } } });
    }
  });
});

describe('a paid submission stores its rows before it takes the form\'s lock: a refusal keeps none of them', () => {
  const rowsOf = async (formId: string) => {
    const ids = (await ctx.database.db.select({ id: submissions.id }).from(submissions).where(eq(submissions.formId, formId))).map((row) => row.id);
    const counted = async (table: typeof submissionPayments | typeof paymentInstallments | typeof submissionClaims | typeof paymentHolds) =>
      ids.length === 0 ? 0 : Number((await ctx.database.db.select({ total: count() }).from(table).where(inArray(table.submissionId, ids)))[0]?.total ?? 0);
    return { submissions: ids.length, payments: await counted(submissionPayments), installments: await counted(paymentInstallments), claims: await counted(submissionClaims), holds: await counted(paymentHolds) };
  };

  test('refused by the limit: the form full, no submission, payment, installment, claim or hold is left of the refused one', async () => {
    const formId = await insertPaidForm(ctx, { content: contentWith(shop), submissionLimit: 1 });
    const card = { PaymentMode: 'full' };
    expect((await submit(ctx, formId, { gear: [{ id: 'goggles', quantity: 1 }] }, card)).statusCode).toBe(200);
    const after = await rowsOf(formId);
    const refused = await submit(ctx, formId, { gear: [{ id: 'goggles', quantity: 2 }] }, card);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: ['submissionLimit'] });
    expect(await rowsOf(formId)).toEqual(after);
    expect(after).toEqual({ submissions: 1, payments: 1, installments: 1, claims: 2, holds: 1 });
    expect(await claimedOf(formId)).toEqual({ gear: { claimed: { goggles: 1 } } });
  });

  test('a crowd on one paid form with a limit and a stock: exactly the limit stored, exactly the stock taken, and rows for the accepted only', async () => {
    const formId = await insertPaidForm(ctx, { content: contentWith(shop), submissionLimit: 6 });
    // 16 at once, every other one ordering goggles (3 in stock), the others a shirt (no limit): 6 places, at most 3 goggles.
    const ordering = (index: number) => index % 2 === 0;
    const responses = await Promise.all(
      Array.from({ length: 16 }, (_unused, index) => submit(ctx, formId, { gear: [{ id: ordering(index) ? 'goggles' : 'shirt', quantity: 1 }] }, { PaymentMode: 'full' })),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(6);
    for (const response of responses.filter((each) => each.statusCode !== 200)) {
      expect(response.statusCode).toBe(400);
      // The form full, or the goggles gone (seen when read, or when claimed).
      expect(response.json<{ errors: string[] }>().errors).toEqual(expect.arrayContaining([expect.stringMatching(/^(submissionLimit|productLimit|gear)$/)]));
    }
    const goggles = responses.filter((response, index) => response.statusCode === 200 && ordering(index)).length;
    expect(goggles).toBeLessThanOrEqual(3);
    expect(await claimedOf(formId)).toEqual({ gear: { claimed: goggles === 0 ? { shirt: 6 } : { goggles, shirt: 6 - goggles } } });
    const [form] = await ctx.database.db.select({ submissionCount: forms.submissionCount }).from(forms).where(eq(forms.id, formId));
    expect(form?.submissionCount).toBe(6);
    // One payment, installment and hold per accepted submission; a place claim and a product claim each.
    expect(await rowsOf(formId)).toEqual({ submissions: 6, payments: 6, installments: 6, claims: 12, holds: 6 });
  });
});
