/** @jest-environment ./test/pglite-environment.ts */
import { eq } from 'drizzle-orm';
import { forms } from '../src/db/schema';
import { SAMPLE_IDS } from '../src/db/sample-data';
import { postMultipart } from './forms-support';
import { ACCOUNTS, bearer, buildTestApp, signIn } from './helper';
import type { TestContext } from './helper';
import { LAVAL_STRIPE_ACCOUNT, PAID_CONTENT, PLAN_MODE, insertPaidForm, submit } from './payments-support';

interface FormReply {
  id: string;
  version: number;
  status: number;
  startDate: string | null;
  endDate: string | null;
  submissionLimit: number | null;
  emailContent: { emails: string[]; content: string | { culture: string; value: string }[] } | null;
  fixedAmount: number | null;
  paymentEnabled: boolean;
  paymentOptional: boolean;
  paymentAccount: string | null;
  paymentProvider: string | null;
  paymentModes: { modes: { id: string }[] } | null;
  discountCodes: { code: string; quantity: number }[];
  fieldProperties: Record<string, { claimed?: Record<string, number> }> | null;
  discountCodeUses?: Record<string, number>;
}

let ctx: TestContext;
let manager = '';
const { laval, boston } = SAMPLE_IDS.organizations;

beforeAll(async () => {
  ctx = await buildTestApp();
  manager = await signIn(ctx, ACCOUNTS.manager);
});
afterAll(() => ctx.close());

async function newForm(orgId: string = laval): Promise<FormReply> {
  const created = await postMultipart(ctx.app, `/api/organizations/${orgId}/forms/templates/${SAMPLE_IDS.templates.blank}`, { form: JSON.stringify({ name: 'Settings form', localizations: ['en'] }) }, bearer(manager));
  expect(created.statusCode).toBe(200);
  return created.json<FormReply>();
}

async function stored(formId: string, orgId: string = laval): Promise<FormReply> {
  const details = await ctx.call({ url: `/api/organizations/${orgId}/forms/${formId}/details`, headers: bearer(manager) });
  return details.json<{ form: FormReply }>().form;
}

const contentText = JSON.stringify({ steps: [{ id: 'step-1', name: [], sections: [{ id: 'sec', name: [], fields: [{ id: 'name', type: 'Text', text: [], size: 6 }] }] }], rules: [] });

const save = (formId: string, form: Record<string, unknown>, orgId: string = laval) =>
  postMultipart(ctx.app, `/api/organizations/${orgId}/forms/${formId}`, { form: JSON.stringify(form) }, bearer(manager), 'PUT');

const body = (form: { version: number }, extra: Record<string, unknown> = {}) => ({ version: form.version, name: 'Settings form', localizations: ['en'], content: contentText, discountCodes: [], ...extra });

const paid = {
  paymentEnabled: true,
  paymentAccount: LAVAL_STRIPE_ACCOUNT,
  paymentModes: { modes: [{ id: 'full', mode: 'single', discount: { type: 'amount', value: 0 } }, PLAN_MODE], applyTo: [] },
};

describe('PUT …/forms/:formId with the form settings (issue 10 §2, §5)', () => {
  it('saves status, dates, limit, administrator e-mails, payment, account, fixed amount and modes; the provider follows the account', async () => {
    const form = await newForm();
    const response = await save(
      form.id,
      body(form, {
        ...paid,
        status: 3,
        startDate: '2026-01-01T05:00:00.000Z',
        endDate: '2036-01-01T05:00:00.000Z',
        submissionLimit: 40,
        emailContent: { emails: ['coach@club.org'] },
        fixedAmount: 2500,
        paymentOptional: true,
        discountCodes: [{ code: 'early', type: 'percent', value: 10, quantity: 3, expirationDate: '2036-12-31' }],
      }),
    );
    expect(response.statusCode).toBe(200);
    const saved = await stored(form.id);
    expect(saved).toMatchObject({
      version: 2,
      status: 3,
      startDate: '2026-01-01T05:00:00.000Z',
      endDate: '2036-01-01T05:00:00.000Z',
      submissionLimit: 40,
      emailContent: { emails: ['coach@club.org'] },
      fixedAmount: 2500,
      paymentEnabled: true,
      paymentOptional: true,
      paymentAccount: LAVAL_STRIPE_ACCOUNT,
      paymentProvider: 'stripe',
      discountCodes: [{ code: 'EARLY', quantity: 3 }],
    });
    expect(saved.paymentModes?.modes.map((mode) => mode.id)).toEqual(['full', 'plan-3']);
  });

  it('keeps the stored settings when a save leaves them out', async () => {
    const form = await newForm();
    expect((await save(form.id, body(form, { status: 1, endDate: '2036-01-01T05:00:00.000Z' }))).statusCode).toBe(200);
    expect((await save(form.id, body({ version: 2 }))).statusCode).toBe(200);
    expect(await stored(form.id)).toMatchObject({ version: 3, status: 1, endDate: '2036-01-01T05:00:00.000Z' });
  });

  it.each([
    ['an end before the start', { startDate: '2026-05-02T10:00:00.000Z', endDate: '2026-05-01T10:00:00.000Z' }, 'form.endDate: End date should be after start date'],
    ['a date that is not one', { startDate: '2026-02-30T10:00:00Z' }, 'form.startDate: Date is not valid'],
    ['a fixed amount while payment is disabled', { fixedAmount: 1000 }, 'form.fixedAmount: A fixed amount needs payment: enable payment for this form'],
    ['a bad administrator e-mail', { emailContent: { emails: ['ok@club.org', 'nope'] } }, 'form.adminEmails[1]: Enter a valid e-mail address'],
    ['an unknown status', { status: 7 }, 'form.status: Choose a status'],
    ['another organization’s payment account', { ...paid, paymentAccount: '70000000-0000-4000-8000-000000000003' }, 'form.paymentAccount: This payment account is not one of the organization'],
    ['payment without an account', { ...paid, paymentAccount: null }, 'form.paymentAccount: Choose the payment account'],
    ['two Pay in Full modes', { ...paid, paymentModes: { modes: [{ id: 'a', mode: 'single', discount: { type: 'amount', value: 0 } }, { id: 'b', mode: 'single', discount: { type: 'amount', value: 0 } }], applyTo: [] } }, 'form.paymentModes: Only one Pay in Full mode is allowed'],
    ['no payment mode', { ...paid, paymentModes: { modes: [], applyTo: [] } }, 'form.paymentModes: Keep at least one payment mode'],
    [
      'installments summing to 90',
      { ...paid, paymentModes: { modes: [{ ...PLAN_MODE, installments: PLAN_MODE.installments.map((item, index) => ({ ...item, percent: index === 0 ? 30 : 30 })) }], applyTo: [] } },
      'form.paymentModes[0].installments: The installments must add up to exactly 100%',
    ],
    ['a percent discount above 100', { ...paid, paymentModes: { modes: [{ id: 'a', mode: 'single', discount: { type: 'percent', value: 150 } }], applyTo: [] } }, 'form.paymentModes[0].discount.value: A percentage must be 100 or less'],
    ['a discount code of quantity 0', { discountCodes: [{ code: 'ZERO', type: 'amount', value: 100, quantity: 0, expirationDate: null }] }, 'form.discountCodes[0].quantity: The quantity must be a whole number above 0'],
  ])('refuses %s with 400 naming it, and writes nothing', async (_, settings, message) => {
    const form = await newForm();
    const response = await save(form.id, body(form, settings));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
    expect(await stored(form.id)).toMatchObject({ version: 1, status: 2, paymentEnabled: false, fixedAmount: null });
  });

  it('refuses payment in an organization without any payment account (spec 001 §5)', async () => {
    const form = await newForm(boston);
    const response = await save(form.id, body(form, { paymentEnabled: true, paymentModes: paid.paymentModes }), boston);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('form.paymentEnabled: Create a payment account to use payments');
  });

  it('refuses a malformed settings value before looking further', async () => {
    const form = await newForm();
    for (const settings of [{ paymentEnabled: 'yes' }, { fixedAmount: 12.5 }, { emailContent: { emails: 'a@b.c' } }, { paymentModes: 'full' }, { status: '3' }]) {
      const response = await save(form.id, body(form, settings));
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('the confirmation e-mail text per language of the form (issue 19 §5)', () => {
  const texts = [
    { culture: 'fr', value: 'Merci de votre inscription.\nÀ bientôt <au club> & cie' },
    { culture: 'en', value: 'Thanks for registering.\nSee you <at the club> & co' },
  ];
  const bilingual = (form: { version: number }, extra: Record<string, unknown> = {}) => body(form, { localizations: ['fr', 'en'], ...extra });

  it('stores a text per language as typed (the mail templates escape it) and answers it on the details', async () => {
    const form = await newForm();
    const response = await save(form.id, bilingual(form, { emailContent: { emails: ['coach@club.org'], content: texts } }));
    expect(response.statusCode).toBe(200);
    expect(response.json<FormReply>().emailContent).toEqual({ emails: ['coach@club.org'], content: texts });
    expect((await stored(form.id)).emailContent).toEqual({ emails: ['coach@club.org'], content: texts });
  });

  it('keeps the stored text when a save leaves it out, and drops the text of a language the save removes', async () => {
    const form = await newForm();
    expect((await save(form.id, bilingual(form, { emailContent: { emails: [], content: texts } }))).statusCode).toBe(200);
    expect((await save(form.id, bilingual({ version: 2 }, { emailContent: { emails: ['coach@club.org'] } }))).statusCode).toBe(200);
    expect((await stored(form.id)).emailContent).toEqual({ emails: ['coach@club.org'], content: texts });
    expect((await save(form.id, body({ version: 3 }))).statusCode).toBe(200);
    expect((await stored(form.id)).emailContent).toEqual({ emails: ['coach@club.org'], content: [texts[1]] });
  });

  it('still accepts a plain text, as older forms hold it', async () => {
    const form = await newForm();
    expect((await save(form.id, body(form, { emailContent: { emails: [], content: 'Thanks' } }))).statusCode).toBe(200);
    expect((await stored(form.id)).emailContent).toEqual({ emails: [], content: 'Thanks' });
  });

  it.each([
    ['a language the form does not have', { content: [{ culture: 'fr', value: 'Merci' }] }, 'form.emailContent.content.fr: The e-mail text is in a language the form does not have'],
    ['a text over 5,000 characters', { content: [{ culture: 'en', value: 'x'.repeat(5001) }] }, 'form.emailContent.content.en: The e-mail text must be 5,000 characters or less'],
    ['a plain text over 5,000 characters', { content: 'x'.repeat(5001) }, 'form.emailContent.content: The e-mail text must be 5,000 characters or less'],
    ['one language twice', { content: [texts[1], texts[1]] }, 'form.emailContent.content.en: The e-mail text is given twice for this language'],
    ['a control character', { content: [{ culture: 'en', value: 'Ring \u0007' }] }, 'form.emailContent.content.en: The e-mail text must be plain text'],
    ['a number', { content: 42 }, 'form.emailContent.content must be a text or a list of { culture: fr|en, value } per language'],
    ['an unknown language', { content: [{ culture: 'de', value: 'Danke' }] }, 'form.emailContent.content[0] must be { culture: fr|en, value: text }'],
    ['a value that is not a text', { content: [{ culture: 'en', value: { html: '<b>Hi</b>' } }] }, 'form.emailContent.content[0] must be { culture: fr|en, value: text }'],
  ])('refuses %s with 400 naming it, and writes nothing', async (_, emailContent, message) => {
    const form = await newForm();
    const response = await save(form.id, body(form, { emailContent: { emails: [], ...emailContent } }));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
    expect(await stored(form.id)).toMatchObject({ version: 1, emailContent: { emails: [], content: '' } });
  });
});

describe('a designer save keeps what the public side counted (issue 10 §5)', () => {
  it('keeps the uses of a discount code when the code list is edited: raising its quantity never resets them', async () => {
    const formId = await insertPaidForm(ctx, { discountCodes: [{ code: 'ONCE', type: 'amount', value: 1000, quantity: 1, expirationDate: null }], hasDiscountCodes: true });
    expect((await submit(ctx, formId, { weeks: ['week-1'] }, { Coupon: 'ONCE' })).statusCode).toBe(200);
    expect((await submit(ctx, formId, { weeks: ['week-1'] }, { Coupon: 'ONCE' })).statusCode).toBe(410);
    expect((await stored(formId)).discountCodeUses).toEqual({ ONCE: 1 });

    // The designer edits the list: the code's value changes and another code is added; quantity stays 1.
    const content = JSON.stringify(PAID_CONTENT);
    const codes = (quantity: number) => [
      { code: 'ONCE', type: 'amount', value: 1500, quantity, expirationDate: null },
      { code: 'NEW', type: 'percent', value: 5, quantity: 10, expirationDate: null },
    ];
    let response = await save(formId, { version: 1, name: 'Paid form', localizations: ['en'], content, discountCodes: codes(1) });
    expect(response.statusCode).toBe(200);
    expect(response.json<FormReply>().discountCodeUses).toEqual({ ONCE: 1 });
    expect((await submit(ctx, formId, { weeks: ['week-1'] }, { Coupon: 'ONCE' })).statusCode).toBe(410);

    // Raising the quantity to 2 gives exactly one more use, not two.
    response = await save(formId, { version: 2, name: 'Paid form', localizations: ['en'], content, discountCodes: codes(2) });
    expect(response.statusCode).toBe(200);
    expect((await submit(ctx, formId, { weeks: ['week-1'] }, { Coupon: 'ONCE' })).statusCode).toBe(200);
    expect((await submit(ctx, formId, { weeks: ['week-1'] }, { Coupon: 'once' })).statusCode).toBe(410);

    // A save that leaves the codes out keeps them, as for every other setting; an empty list removes them.
    response = await save(formId, { version: 3, name: 'Paid form', localizations: ['en'], content });
    expect(response.statusCode).toBe(200);
    expect(response.json<FormReply>().discountCodes.map((code) => code.code)).toEqual(['ONCE', 'NEW']);
    response = await save(formId, { version: 4, name: 'Paid form', localizations: ['en'], content, discountCodes: [] });
    expect(response.json<FormReply>().discountCodes).toEqual([]);
  });

  it('never loses the products’ claimed quantities (spec 001 §9), even when the save sends field properties', async () => {
    const formId = await insertPaidForm(ctx);
    expect((await submit(ctx, formId, { gear: [{ id: 'cap', quantity: 3 }] })).statusCode).toBe(200);
    const before = await stored(formId);
    expect(before.fieldProperties).toEqual({ gear: { claimed: { cap: 3 } } });

    const response = await save(formId, { version: 1, name: 'Paid form', localizations: ['en'], content: JSON.stringify(PAID_CONTENT), discountCodes: [], fieldProperties: { gear: { claimed: { cap: 0 } } }, ...paid });
    expect(response.statusCode).toBe(200);
    expect(response.json<FormReply>().fieldProperties).toEqual({ gear: { claimed: { cap: 3 } } });
    const [row] = await ctx.database.db.select({ fieldProperties: forms.fieldProperties }).from(forms).where(eq(forms.id, formId));
    expect(row?.fieldProperties).toEqual({ gear: { claimed: { cap: 3 } } });

    // The limit of 10 still counts the 3 claimed before the save: 8 more are refused, 7 taken.
    expect((await submit(ctx, formId, { gear: [{ id: 'cap', quantity: 8 }] })).statusCode).toBe(400);
    expect((await submit(ctx, formId, { gear: [{ id: 'cap', quantity: 5 }] })).statusCode).toBe(200);
  });
});
