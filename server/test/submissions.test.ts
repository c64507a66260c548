/** @jest-environment ./test/pglite-environment.ts */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { files, forms, submissions } from '../src/db/schema';
import { submissionCountOf } from '../src/services/submissions/submission-count';
import { SAMPLE_FORM_IDS, SAMPLE_IDS } from '../src/db/sample-data';
import { solidPng } from '../src/lib/solid-png';
import type { PartValue } from './forms-support';
import { contentOf, postMultipart } from './forms-support';
import { buildTestApp } from './helper';
import type { TestClient, TestContext } from './helper';

let ctx: TestContext;
const { laval, boston } = SAMPLE_IDS.organizations;
const open = SAMPLE_FORM_IDS.openContact;

beforeAll(async () => {
  ctx = await buildTestApp({ submissionRateLimit: false });
});
afterAll(() => ctx.close());

interface Rejection {
  statusCode: number;
  errors: string[];
  fields?: Record<string, { key: string; params?: Record<string, unknown> }>;
}

const submit = (formId: string, parts: Record<string, PartValue | undefined>, client: TestClient = ctx, orgId: string = laval) =>
  postMultipart(client.app, `/organizations/${orgId}/forms/${formId}`, parts);

const contact = { 'first-name': 'Léa', 'last-name': 'Tremblay', email: 'lea@example.com', 'contact-by-phone': false, message: 'Hello' };

async function storedFields(id: string) {
  const [row] = await ctx.database.db.select().from(submissions).where(eq(submissions.id, id));
  return row;
}

async function countOf(formId: string) {
  const [row] = await ctx.database.db.select({ count: submissionCountOf() }).from(forms).where(eq(forms.id, formId));
  return row?.count;
}

async function insertForm(content: unknown, extra: Partial<typeof forms.$inferInsert> = {}) {
  const id = randomUUID();
  await ctx.database.db.insert(forms).values({ id, organizationId: laval, name: [{ culture: 'en', value: 'Test' }], status: 3, content: JSON.stringify(content), ...extra });
  return id;
}

const section = (fields: unknown[]) => ({ steps: [{ id: 's1', name: [], sections: [{ id: 'sec', name: [], multiple: false, visible: true, fields }] }], rules: [] });

describe('POST /organizations/:organizationId/forms/:formId', () => {
  it('stores a valid submission, counts it and answers its id', async () => {
    const before = await countOf(open);
    const response = await submit(open, { Content: contentOf(contact), CustomerEmail: 'lea@example.com', Culture: 'fr', PaymentMethod: 'other', PaymentMode: 'mode-1', Coupon: 'summer' });
    expect(response.statusCode).toBe(200);
    const id = response.json<string>();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const row = await storedFields(id);
    expect(row).toMatchObject({ formId: open, customerEmail: 'lea@example.com', culture: 'fr', paymentMethod: 'other', paymentMode: 'mode-1', couponCode: 'SUMMER' });
    expect(row?.fields).toEqual([
      { id: 'first-name', rowId: null, value: JSON.stringify({ value: 'Léa' }) },
      { id: 'last-name', rowId: null, value: JSON.stringify({ value: 'Tremblay' }) },
      { id: 'email', rowId: null, value: JSON.stringify({ value: 'lea@example.com' }) },
      { id: 'contact-by-phone', rowId: null, value: JSON.stringify({ value: false }) },
      { id: 'message', rowId: null, value: JSON.stringify({ value: 'Hello' }) },
    ]);
    expect(await countOf(open)).toBe((before ?? 0) + 1);
  });

  it('is served under /api too', async () => {
    const response = await postMultipart(ctx.app, `/api/organizations/${laval}/forms/${open}`, { Content: contentOf(contact) });
    expect(response.statusCode).toBe(200);
  });

  it('drops the value of a field the rules hide', async () => {
    const response = await submit(open, { Content: contentOf({ ...contact, phone: '514-555-0199' }) });
    expect(response.statusCode).toBe(200);
    const row = await storedFields(response.json<string>());
    expect((row?.fields as { id: string }[]).map((field) => field.id)).not.toContain('phone');
  });

  it('keeps the value of a field the rules show', async () => {
    const response = await submit(open, { Content: contentOf({ ...contact, 'contact-by-phone': true, phone: '514-555-0199' }) });
    expect(response.statusCode).toBe(200);
    const row = await storedFields(response.json<string>());
    expect(row?.fields).toContainEqual({ id: 'phone', rowId: null, value: JSON.stringify({ value: '514-555-0199' }) });
  });

  it('names a required field the rules made visible when it is missing', async () => {
    const before = await countOf(open);
    const response = await submit(open, { Content: contentOf({ ...contact, 'contact-by-phone': true }) });
    expect(response.statusCode).toBe(400);
    expect(response.json<Rejection>()).toMatchObject({ statusCode: 400, errors: ['phone'], fields: { phone: { key: 'validation.required' } } });
    expect(await countOf(open)).toBe(before);
  });

  it('names every invalid answer with its validation key', async () => {
    const response = await submit(open, { Content: contentOf({ ...contact, 'first-name': '', email: 'not-an-email', message: 'x'.repeat(501) }) });
    expect(response.statusCode).toBe(400);
    const rejection = response.json<Rejection>();
    expect(rejection.errors.sort()).toEqual(['email', 'first-name', 'message']);
    expect(rejection.fields).toMatchObject({
      'first-name': { key: 'validation.required' },
      email: { key: 'validation.invalidEmail' },
      message: { key: 'validation.maxLength', params: { max: 500 } },
    });
  });

  it.each([
    ['Content that is not JSON', { Content: '{nope' }, 'invalidContent'],
    ['no Content', {}, 'invalidContent'],
    ['an invalid CustomerEmail', { Content: contentOf(contact), CustomerEmail: 'nobody' }, 'invalidCustomerEmail'],
    ['an unknown Culture', { Content: contentOf(contact), Culture: 'de' }, 'invalidCulture'],
    ['an unknown PaymentMethod', { Content: contentOf(contact), PaymentMethod: 'cash' }, 'invalidPaymentMethod'],
  ])('refuses %s with 400', async (_label, parts, code) => {
    const response = await submit(open, parts);
    expect(response.statusCode).toBe(400);
    expect(response.json<Rejection>().errors).toEqual([code]);
  });

  it('refuses a submission past the limit with submissionLimit', async () => {
    const response = await submit(SAMPLE_FORM_IDS.limitReached, { Content: contentOf(contact) });
    expect(response.statusCode).toBe(400);
    expect(response.json<Rejection>().errors).toEqual(['submissionLimit']);
    expect(await countOf(SAMPLE_FORM_IDS.limitReached)).toBe(1);
  });

  it('refuses closed forms with formClosed and the reason', async () => {
    for (const [formId, reason] of [
      [SAMPLE_FORM_IDS.draft, 'draft'],
      [SAMPLE_FORM_IDS.completed, 'completed'],
    ] as const) {
      const response = await submit(formId, { Content: contentOf(contact) });
      expect(response.statusCode).toBe(400);
      expect(response.json<Rejection & { closed: string }>()).toMatchObject({ errors: ['formClosed'], closed: reason });
    }
    const ended = await insertForm(section([]), { endDate: new Date(Date.now() - 1000) });
    expect((await submit(ended, { Content: '[]' })).json<Rejection>().errors).toEqual(['formClosed']);
  });

  it('answers 404 for an unknown form or one of another organization', async () => {
    expect((await submit('40000000-0000-4000-8000-000000000999', { Content: '[]' })).statusCode).toBe(404);
    expect((await submit(open, { Content: contentOf(contact) }, ctx, boston)).statusCode).toBe(404);
  });

  it('needs a captcha token when the form enables it, and checks it when a verifier is set', async () => {
    const formId = await insertForm(section([{ id: 'name', type: 'Text', text: [], required: true }]), { recaptchaEnabled: true });
    const missing = await submit(formId, { Content: contentOf({ name: 'Ana' }) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<Rejection>().errors).toEqual(['noRecaptcha']);
    // Sample mode without RECAPTCHA_SECRET: a token is required but not verified.
    expect((await submit(formId, { Content: contentOf({ name: 'Ana' }), RecaptchaToken: 'anything' })).statusCode).toBe(200);

    const checked = await ctx.buildSibling({ recaptchaVerifier: async (token) => token === 'good' });
    const bad = await submit(formId, { Content: contentOf({ name: 'Ana' }), RecaptchaToken: 'bad' }, checked);
    expect(bad.statusCode).toBe(403);
    expect(bad.json<Rejection>().errors).toEqual(['invalidRecaptcha']);
    expect((await submit(formId, { Content: contentOf({ name: 'Ana' }), RecaptchaToken: 'good' }, checked)).statusCode).toBe(200);
  });

  describe('files', () => {
    let formId = '';
    beforeAll(async () => {
      formId = await insertForm(
        section([
          { id: 'document', type: 'UploadFile', text: [], required: true },
          { id: 'signature', type: 'Signature', text: [] },
        ]),
      );
    });
    const pdf = new TextEncoder().encode('%PDF-1.4\n%…\n');

    it('stores the files and puts their paths in the answers, ignoring paths sent in Content', async () => {
      const png = solidPng(4, [0, 0, 0]);
      const response = await submit(formId, {
        Content: contentOf({ document: 'uploads/someone-else/secret.pdf', signature: null }),
        document: { bytes: pdf, fileName: 'medical.pdf', type: 'application/pdf' },
        signature: { bytes: png, fileName: 'signature.png', type: 'image/png' },
      });
      expect(response.statusCode).toBe(200);
      const row = await storedFields(response.json<string>());
      const values = Object.fromEntries((row?.fields as { id: string; value: string }[]).map((field) => [field.id, (JSON.parse(field.value) as { value: string }).value]));
      expect(values.document).toMatch(/^uploads\/[0-9a-f-]{36}\/medical\.pdf$/);
      expect(values.signature).toMatch(/^uploads\/[0-9a-f-]{36}\/signature\.png$/);
      const [stored] = await ctx.database.db.select().from(files).where(eq(files.path, values.document ?? ''));
      expect(stored).toMatchObject({ contentType: 'application/pdf', size: pdf.length });
    });

    it('requires a required upload field to come with a file', async () => {
      const response = await submit(formId, { Content: contentOf({ document: 'uploads/someone-else/secret.pdf' }) });
      expect(response.statusCode).toBe(400);
      expect(response.json<Rejection>()).toMatchObject({ errors: ['document'], fields: { document: { key: 'validation.required' } } });
    });

    it('refuses files whose bytes are not of an accepted type', async () => {
      const response = await submit(formId, {
        Content: '[]',
        document: { bytes: new TextEncoder().encode('#!/bin/sh\necho hi'), fileName: 'run.pdf', type: 'application/pdf' },
        signature: { bytes: pdf, fileName: 'signature.png', type: 'image/png' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<Rejection>()).toMatchObject({ errors: ['document', 'signature'], fields: { document: { key: 'file.type' }, signature: { key: 'file.type' } } });
    });

    it('refuses a file over 10 MB naming its field', async () => {
      const big = new Uint8Array(10 * 1024 * 1024 + 1);
      big.set(pdf);
      const response = await submit(formId, { Content: '[]', document: { bytes: big, fileName: 'big.pdf' } });
      expect(response.statusCode).toBe(400);
      expect(response.json<Rejection>()).toMatchObject({ errors: ['document'], fields: { document: { key: 'file.tooLarge' } } });
    });
  });

  it('limits submissions per client address when the limit is on', async () => {
    const limited = await ctx.buildSibling({ submissionRateLimit: { max: 2, timeWindowMs: 60_000 } });
    expect((await submit(open, { Content: contentOf(contact) }, limited)).statusCode).toBe(200);
    expect((await submit(open, { Content: contentOf(contact) }, limited)).statusCode).toBe(200);
    expect((await submit(open, { Content: contentOf(contact) }, limited)).statusCode).toBe(429);
  });
});
