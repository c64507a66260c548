/** @jest-environment ./test/pglite-environment.ts */
// Issue 7 §6: the public submission's work per request, which the bench's load run measures.
// The form is read once and the count and the row are one statement (2 round trips, no
// transaction, down from 6); the form's content is parsed once per stored text; a form that
// closes while a body is read is still refused, and says so.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { formSubmissionCounts, forms, organizations, submissions } from '../src/db/schema';
import { submissionCountOf } from '../src/services/submissions/submission-count';
import { COUNT_SLOTS, COUNT_SLOT_SETTING, openDatabase } from '../src/db/client';
import { SAMPLE_IDS } from '../src/db/sample-data';
import { CONTENT_CACHE_MAX_CHARS, formRulesEngine, parsedFormContent } from '../src/services/forms/form-content-cache';
import { StaleFormRead, submitPublicForm } from '../src/services/submissions/public-submission';
import { DomainError } from '../src/lib/http-error';
import { findSubmissionForm, submitWithIntake } from '../src/services/submissions/submission-intake';
import { contentOf, postMultipart } from './forms-support';
import { ACCOUNTS, bearer, buildTestApp, signIn } from './helper';
import type { TestContext } from './helper';

let ctx: TestContext;
const statements: string[] = [];

beforeAll(async () => {
  ctx = await buildTestApp({ submissionRateLimit: false }, (sqlText) => statements.push(sqlText));
});
afterAll(() => ctx.close());

const FIELDS = 10;
const org = SAMPLE_IDS.organizations.laval;
const fieldIds = Array.from({ length: FIELDS }, (_unused, index) => `field-${index + 1}`);
const contentText = (label: string) =>
  JSON.stringify({
    steps: [{ id: 's1', name: [], sections: [{ id: 'sec', name: [], multiple: false, visible: true, fields: fieldIds.map((id) => ({ id, type: 'Text', text: [{ culture: 'en', value: label }], required: true })) }] }],
    rules: [],
  });
const answers = contentOf(Object.fromEntries(fieldIds.map((id, index) => [id, `Answer ${index + 1}`])));

async function newForm(values: Partial<typeof forms.$inferInsert> = {}): Promise<string> {
  const id = randomUUID();
  await ctx.database.db.insert(forms).values({ id, organizationId: org, name: [{ culture: 'en', value: 'Load' }], status: 3, content: contentText('Field'), ...values });
  return id;
}

describe('a submission of a 10-field form', () => {
  it('reads the form once and writes the count and the row in one statement, without a transaction', async () => {
    const formId = await newForm({ submissionLimit: 5 });
    const transaction = jest.spyOn(ctx.database.db, 'transaction');
    statements.length = 0;
    const response = await postMultipart(ctx.app, `/organizations/${org}/forms/${formId}`, { Content: answers, CustomerEmail: 'load@example.org', Culture: 'en' });
    expect(response.statusCode).toBe(200);
    expect(statements).toHaveLength(2);
    // The form with its organization's name (the registration's e-mails name it), one statement.
    expect(statements[0]).toMatch(/^select .* from "forms" inner join "organizations" on .* where/i);
    expect(statements[1]).toMatch(/^\s*with counted as \(\s*update "forms" set submission_count/i);
    expect(transaction).not.toHaveBeenCalled();
    transaction.mockRestore();

    // The one statement stored what the transaction stored.
    const [row] = await ctx.database.db.select().from(submissions).where(eq(submissions.id, response.json<string>()));
    expect(row).toMatchObject({ formId, customerEmail: 'load@example.org', culture: 'en', paymentMethod: null, payment: null, coupon: null });
    expect(row?.fields).toEqual(fieldIds.map((id, index) => ({ id, rowId: null, value: JSON.stringify({ value: `Answer ${index + 1}` }) })));
    expect(row?.date).toBeInstanceOf(Date);
    const [form] = await ctx.database.db.select({ count: submissionCountOf() }).from(forms).where(eq(forms.id, formId));
    expect(form?.count).toBe(1);
  });

  it('counts a form without a limit in a slot, without writing the form row, in one statement', async () => {
    const formId = await newForm({ submissionCount: 7 });
    statements.length = 0;
    for (let index = 0; index < 3; index += 1) {
      const response = await postMultipart(ctx.app, `/organizations/${org}/forms/${formId}`, { Content: answers, CustomerEmail: 'load@example.org', Culture: 'en' });
      expect(response.statusCode).toBe(200);
    }
    // The form is read for the first submission only (the intake's cache, below).
    expect(statements).toHaveLength(4);
    expect(statements[1]).toMatch(/^\s*with open_form as \(\s*select [\s\S]* for share\s*\),\s*counted as \(\s*insert into form_submission_counts/i);
    expect(statements.join('\n')).not.toMatch(/update "forms"/i);
    const [form] = await ctx.database.db.select({ column: forms.submissionCount, count: submissionCountOf() }).from(forms).where(eq(forms.id, formId));
    expect(form).toEqual({ column: 7, count: 10 });
    expect(await ctx.database.db.select().from(formSubmissionCounts).where(eq(formSubmissionCounts.formId, formId))).toEqual([
      { formId, slot: expect.any(Number), count: 3 },
    ]);
    // The count every staff page shows is the sum.
    const details = await ctx.call({ url: `/api/organizations/${org}/forms/${formId}/details`, headers: bearer(await signIn(ctx, ACCOUNTS.admin)) });
    expect(details.json<{ form: { submissionCount: number } }>().form.submissionCount).toBe(10);
  });

  // Only PostgreSQL has concurrent connections (PGlite runs one statement at a time).
  (process.env.TEST_DATABASE_URL ? it : it.skip)('does not wait for another submission of the same form still committing (PostgreSQL)', async () => {
    const formId = await newForm();
    await ctx.database.withSession(async (session) => {
      // Another connection is in the middle of a submission of this form: it holds what one holds
      // (its slot is one no pooled connection can take, pid % 32 < 32, so this test cannot wait on it).
      await session.exec('begin');
      await session.exec(`select id from forms where id = '${formId}' for share`);
      await session.exec(`insert into form_submission_counts (form_id, slot, count) values ('${formId}', 99, 1)`);
      const started = Date.now();
      const response = await postMultipart(ctx.app, `/organizations/${org}/forms/${formId}`, { Content: answers });
      expect(response.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(2_000);
      await session.exec('commit');
    });
    const [form] = await ctx.database.db.select({ count: submissionCountOf() }).from(forms).where(eq(forms.id, formId));
    expect(form?.count).toBe(2);
  });

  (process.env.TEST_DATABASE_URL ? it : it.skip)('gives every pooled connection a slot of its own (PostgreSQL)', async () => {
    // Ten connections at once (the pool's size): with the slot taken as pid % 32, two of them
    // shared one most of the time, and a submission waited for the other's commit to be flushed.
    const slots: string[] = [];
    let allHeld: (() => void) | undefined;
    const held = new Promise<void>((resolve) => {
      allHeld = resolve;
    });
    const sessions = Array.from({ length: 10 }, () =>
      ctx.database.withSession(async (session) => {
        const [row] = await session.query(`select current_setting('${COUNT_SLOT_SETTING}', true) as slot`);
        slots.push(String(row?.slot));
        if (slots.length === 10) allHeld?.();
        await held;
      }),
    );
    await Promise.all(sessions);
    expect(new Set(slots).size).toBe(10);
    for (const slot of slots) {
      expect(Number(slot)).toBeGreaterThanOrEqual(0);
      expect(Number(slot)).toBeLessThan(COUNT_SLOTS);
    }

    // Concurrent submissions of one form then count in as many slot rows as connections they used.
    const formId = await newForm();
    const responses = await Promise.all(Array.from({ length: 20 }, () => postMultipart(ctx.app, `/organizations/${org}/forms/${formId}`, { Content: answers })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const rows = await ctx.database.db.select().from(formSubmissionCounts).where(eq(formSubmissionCounts.formId, formId));
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(20);
    expect(rows.every((row) => slots.includes(String(row.slot)))).toBe(true);
  });

  it('checks a limit set after slots were counted against the whole count, on the form row', async () => {
    const formId = await newForm();
    for (let index = 0; index < 2; index += 1) {
      expect((await postMultipart(ctx.app, `/organizations/${org}/forms/${formId}`, { Content: answers })).statusCode).toBe(200);
    }
    await ctx.database.db.update(forms).set({ submissionLimit: 3 }).where(eq(forms.id, formId));
    expect((await postMultipart(ctx.app, `/organizations/${org}/forms/${formId}`, { Content: answers })).statusCode).toBe(200);
    const refused = await postMultipart(ctx.app, `/organizations/${org}/forms/${formId}`, { Content: answers });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: string[] }>().errors).toEqual(['submissionLimit']);
    const [form] = await ctx.database.db.select({ count: submissionCountOf() }).from(forms).where(eq(forms.id, formId));
    expect(form?.count).toBe(3);
    expect(await ctx.database.db.select().from(submissions).where(eq(submissions.formId, formId))).toHaveLength(3);
  });

  it('falls back to the form row when the form got a limit after the intake read it', async () => {
    const formId = await newForm({ submissionCount: 2 });
    const form = (await findSubmissionForm(ctx.database.db, org, formId))?.form;
    if (!form) throw new Error('form not found');
    expect(form.submissionLimit).toBeNull();
    await ctx.database.db.update(forms).set({ submissionLimit: 2 }).where(eq(forms.id, formId));
    const submitting = submitPublicForm(ctx.database.db, {
      read: { form, content: parsedFormContent(form), body: { fields: new Map([['Content', answers]]), files: [] }, cachedVersion: null },
      remoteIp: '127.0.0.1',
      verifyRecaptcha: null,
    });
    await expect(submitting).rejects.toMatchObject({ statusCode: 400, code: 'submissionLimit', details: { errors: ['submissionLimit'] } });
    expect(await ctx.database.db.select().from(submissions).where(eq(submissions.formId, formId))).toEqual([]);
  });

  it('is refused past the limit by that statement, storing nothing', async () => {
    const formId = await newForm({ submissionLimit: 1, submissionCount: 1 });
    const response = await postMultipart(ctx.app, `/organizations/${org}/forms/${formId}`, { Content: answers });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: string[] }>().errors).toEqual(['submissionLimit']);
    expect(await ctx.database.db.select().from(submissions).where(eq(submissions.formId, formId))).toEqual([]);
  });

  const hour = 3_600_000;
  it.each([
    ['completed', { status: 4 }],
    ['ended', { endDate: new Date(Date.now() - hour) }],
    ['notStarted', { startDate: new Date(Date.now() + hour) }],
  ] as const)('is refused as closed (%s), not as over the limit, when the form closed after the intake read it', async (closed, change) => {
    const formId = await newForm({ submissionLimit: 10 });
    const form = (await findSubmissionForm(ctx.database.db, org, formId))?.form;
    if (!form) throw new Error('form not found');
    // A staff member closes the form while the visitor's body is still being read.
    await ctx.database.db.update(forms).set(change).where(eq(forms.id, formId));
    const submitting = submitPublicForm(ctx.database.db, {
      read: { form, content: parsedFormContent(form), body: { fields: new Map([['Content', answers]]), files: [] }, cachedVersion: null },
      remoteIp: '127.0.0.1',
      verifyRecaptcha: null,
    });
    await expect(submitting).rejects.toBeInstanceOf(DomainError);
    await expect(submitting).rejects.toMatchObject({ statusCode: 400, code: 'formClosed', details: { errors: ['formClosed'], closed } });
    const [after] = await ctx.database.db.select({ count: submissionCountOf() }).from(forms).where(eq(forms.id, formId));
    expect(after?.count).toBe(0);
    expect(await ctx.database.db.select().from(submissions).where(eq(submissions.formId, formId))).toEqual([]);
  });

  it('is not found when the form was deleted after the intake read it', async () => {
    const formId = await newForm();
    const form = (await findSubmissionForm(ctx.database.db, org, formId))?.form;
    if (!form) throw new Error('form not found');
    await ctx.database.db.delete(forms).where(eq(forms.id, formId));
    const submitting = submitPublicForm(ctx.database.db, {
      read: { form, content: parsedFormContent(form), body: { fields: new Map([['Content', answers]]), files: [] }, cachedVersion: null },
      remoteIp: '127.0.0.1',
      verifyRecaptcha: null,
    });
    await expect(submitting).rejects.toMatchObject({ statusCode: 404, message: 'Form not found' });
  });

  it('is checked against the saved content after a save (the parsed content follows the stored text)', async () => {
    const formId = await newForm();
    const first = await postMultipart(ctx.app, `/organizations/${org}/forms/${formId}`, { Content: answers });
    expect(first.statusCode).toBe(200);
    // The save adds an eleventh required field: the same answers are now incomplete.
    const saved = JSON.parse(contentText('Field')) as { steps: { sections: { fields: unknown[] }[] }[] };
    saved.steps[0]?.sections[0]?.fields.push({ id: 'field-11', type: 'Text', text: [], required: true });
    await ctx.database.db.update(forms).set({ content: JSON.stringify(saved) }).where(eq(forms.id, formId));
    const second = await postMultipart(ctx.app, `/organizations/${org}/forms/${formId}`, { Content: answers });
    expect(second.statusCode).toBe(400);
    expect(second.json<{ errors: string[] }>().errors).toEqual(['field-11']);
  });
});

// PostgreSQL plans a named statement with its parameters' values (a custom plan) for its first 5
// runs, then keeps one generic plan unless that one costs more. With the sending limits passed as
// parameters, the generic plan costed each LIMIT at 10 % of mail_outbox, so once the table held a
// few thousand messages every submission was planned again (~0.4 ms of PostgreSQL's CPU).
const onPostgres = process.env.TEST_DATABASE_URL !== undefined;
(onPostgres ? it : it.skip)('is planned once per connection, not per submission, however many messages the hour holds', async () => {
  const formId = await newForm();
  await ctx.database.executeSql(
    `insert into mail_outbox (id, idempotency_key, kind, form_id, recipient, culture, subject, html, text, message_id, status, created_at)
     select gen_random_uuid(), 'plan-' || n, 'confirmation', $1, 'plan@example.org', 'en', 'Subject', 'html', 'text', '<plan-' || n || '@example.org>', 'sent', now() - interval '1 minute'
     from generate_series(1, 5000) n`,
    [formId],
  );
  await ctx.database.executeSql('analyze mail_outbox');
  const [{ schema } = { schema: '' }] = (await ctx.database.executeSql('select current_schema() as schema')).rows as { schema: string }[];
  // One connection, so the statement's plans are all in the session pg_prepared_statements shows.
  const single = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, searchPath: schema, poolSize: 1 });
  try {
    for (let run = 0; run < 8; run += 1) {
      const form = (await findSubmissionForm(single.db, org, formId))?.form;
      if (!form) throw new Error('form not found');
      await submitPublicForm(single.db, {
        read: { form, content: parsedFormContent(form), body: { fields: new Map([['Content', answers]]), files: [] }, cachedVersion: null },
        remoteIp: '127.0.0.1',
        verifyRecaptcha: null,
      });
    }
    const { rows } = await single.executeSql("select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name like 'submission_count_insert%'");
    expect(rows).toEqual([{ generic: 3, custom: 5 }]);
  } finally {
    await single.close();
  }
});

describe("the intake's form cache", () => {
  const post = (formId: string) => postMultipart(ctx.app, `/organizations/${org}/forms/${formId}`, { Content: answers });
  const formReads = () => statements.filter((text) => /^select .* from "forms" inner join "organizations"/i.test(text)).length;

  it('reads a form without limit, payment or upload field once, then stores each submission in one statement', async () => {
    const formId = await newForm();
    statements.length = 0;
    for (let index = 0; index < 4; index += 1) expect((await post(formId)).statusCode).toBe(200);
    expect(formReads()).toBe(1);
    expect(statements).toHaveLength(5);
    expect(await ctx.database.db.select().from(submissions).where(eq(submissions.formId, formId))).toHaveLength(4);
  });

  it('reads a form with a limit for every submission (its count is on its row)', async () => {
    const formId = await newForm({ submissionLimit: 10 });
    statements.length = 0;
    for (let index = 0; index < 3; index += 1) expect((await post(formId)).statusCode).toBe(200);
    expect(formReads()).toBe(3);
  });

  it.each([
    ['closed by its status', { status: 4 }, ['formClosed']],
    ['ended', { endDate: new Date(Date.now() - 60_000) }, ['formClosed']],
    ['given a limit already reached', { submissionLimit: 1 }, ['submissionLimit']],
  ] as const)('sees the form %s by any code after it was cached, and stores nothing', async (_name, change, errors) => {
    const formId = await newForm();
    expect((await post(formId)).statusCode).toBe(200);
    await ctx.database.db.update(forms).set(change).where(eq(forms.id, formId));
    const refused = await post(formId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: string[] }>().errors).toEqual(errors);
    expect(await ctx.database.db.select().from(submissions).where(eq(submissions.formId, formId))).toHaveLength(1);
  });

  it('reads the form again once its organization changed (the e-mails name it)', async () => {
    const formId = await newForm();
    expect((await post(formId)).statusCode).toBe(200);
    const [before] = await ctx.database.db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, org));
    await ctx.database.db.update(organizations).set({ name: `${before?.name ?? ''} ` }).where(eq(organizations.id, org));
    try {
      statements.length = 0;
      expect((await post(formId)).statusCode).toBe(200);
      // The cached read is refused by the statement, then the form is read and the submission stored.
      expect(formReads()).toBe(1);
      expect(await ctx.database.db.select().from(submissions).where(eq(submissions.formId, formId))).toHaveLength(2);
    } finally {
      await ctx.database.db.update(organizations).set({ name: before?.name ?? '' }).where(eq(organizations.id, org));
    }
  });

  it.each([
    ['reopened', { status: 4 }, { status: 3 }],
    ['extended', { endDate: new Date(Date.now() - 60_000) }, { endDate: new Date(Date.now() + 3_600_000) }],
  ] as const)('takes a submission once the form closed when cached is %s (a refusal is checked in the database)', async (_name, closing, reopening) => {
    const formId = await newForm(closing);
    expect((await post(formId)).statusCode).toBe(400);
    // Refused from the cache as well while nothing changed.
    const again = await post(formId);
    expect(again.statusCode).toBe(400);
    expect(again.json<{ errors: string[] }>().errors).toEqual(['formClosed']);
    await ctx.database.db.update(forms).set(reopening).where(eq(forms.id, formId));
    expect((await post(formId)).statusCode).toBe(200);
    expect(await ctx.database.db.select().from(submissions).where(eq(submissions.formId, formId))).toHaveLength(1);
  });

  it('checks answers against the form as saved, not as cached, before refusing them', async () => {
    const formId = await newForm();
    expect((await post(formId)).statusCode).toBe(200);
    // The cached form requires 10 answers; a save makes the tenth optional.
    const partial = contentOf(Object.fromEntries(fieldIds.slice(0, 9).map((id) => [id, 'Answer'])));
    const saved = JSON.parse(contentText('Field')) as { steps: { sections: { fields: { required: boolean }[] }[] }[] };
    const tenth = saved.steps[0]?.sections[0]?.fields[9];
    if (tenth) tenth.required = false;
    await ctx.database.db.update(forms).set({ content: JSON.stringify(saved) }).where(eq(forms.id, formId));
    expect((await postMultipart(ctx.app, `/organizations/${org}/forms/${formId}`, { Content: partial })).statusCode).toBe(200);
  });

  it('stores a submission read from a stale cache with the form read again', async () => {
    const formId = await newForm();
    await findSubmissionForm(ctx.database.db, org, formId, true);
    const cached = await findSubmissionForm(ctx.database.db, org, formId, true);
    if (!cached) throw new Error('form not found');
    expect(cached.cached).toBe(true);
    // A save renames the fields: the cached row is no longer the form's.
    await ctx.database.db.update(forms).set({ content: contentText('Renamed') }).where(eq(forms.id, formId));
    const options = {
      read: { form: cached.form, content: parsedFormContent(cached.form), body: { fields: new Map([['Content', answers]]), files: [] }, cachedVersion: cached.version },
      remoteIp: '127.0.0.1',
      verifyRecaptcha: null,
    };
    await expect(submitPublicForm(ctx.database.db, options)).rejects.toBeInstanceOf(StaleFormRead);
    expect(await ctx.database.db.select().from(submissions).where(eq(submissions.formId, formId))).toEqual([]);
    const id = await submitWithIntake(ctx.database.db, options);
    const [stored] = await ctx.database.db.select({ id: submissions.id }).from(submissions).where(eq(submissions.formId, formId));
    expect(stored?.id).toBe(id);
    // The form read again is the one cached now.
    expect((await findSubmissionForm(ctx.database.db, org, formId, true))?.form.content).toBe(contentText('Renamed'));
  });
});

describe('parsedFormContent', () => {
  it('parses a stored text once, again when the text changes, and freezes what it shares', () => {
    const id = randomUUID();
    const first = parsedFormContent({ id, content: contentText('A') });
    expect(parsedFormContent({ id, content: contentText('A') })).toBe(first);
    const changed = parsedFormContent({ id, content: contentText('B') });
    expect(changed).not.toBe(first);
    if (!changed.ok) throw new Error(changed.error);
    expect(changed.content.steps[0]?.sections[0]?.fields[0]?.text).toEqual([{ culture: 'en', value: 'B' }]);
    const field = changed.content.steps[0]?.sections[0]?.fields[0];
    expect(() => {
      (field as { required: boolean }).required = false;
    }).toThrow(TypeError);
    expect(field?.required).toBe(true);
  });

  it('compiles the rules of a parsed content once, and again for a new text', () => {
    const id = randomUUID();
    const first = parsedFormContent({ id, content: contentText('A') });
    if (!first.ok) throw new Error(first.error);
    const engine = formRulesEngine(first.content);
    expect(formRulesEngine(first.content)).toBe(engine);
    const changed = parsedFormContent({ id, content: contentText('B') });
    if (!changed.ok) throw new Error(changed.error);
    expect(formRulesEngine(changed.content)).not.toBe(engine);
    // The shared engine answers each evaluation afresh: every field visible and required here.
    expect(engine.evaluate({}).states.get('field-1')).toEqual({ visible: true, required: true });
  });

  it('keeps an invalid content as invalid, and does not keep a content larger than the cache', () => {
    expect(parsedFormContent({ id: randomUUID(), content: '{"steps": 3}' }).ok).toBe(false);
    const huge = { id: randomUUID(), content: JSON.stringify({ steps: [], rules: [], padding: 'x'.repeat(CONTENT_CACHE_MAX_CHARS) }) };
    const once = parsedFormContent(huge);
    expect(once.ok).toBe(true);
    expect(parsedFormContent(huge)).not.toBe(once);
  });
});
