/** @jest-environment ./test/pglite-environment.ts */
import { randomUUID } from 'node:crypto';
import { PassThrough, Writable } from 'node:stream';
import { Pool } from 'pg';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { REPORT_GENERAL_COLUMNS, parseFormContent } from '@front-office/shared/core';
import { forms, organizationMembers, reports, submissions } from '../src/db/schema';
import { SAMPLE_IDS, SAMPLE_REPORTS, SWIM_CAMP_CONTENT } from '../src/db/sample-data';
import { generateReport } from '../src/services/reports/report-generator';
import { filtersAnswersInSql } from '../src/services/reports/row-format';
import { REPORT_PAGE_SIZE } from '../src/services/reports/row-source';
import { ACCOUNTS, bearer, buildTestApp, signIn } from './helper';
import { readZip } from './zip-reader';
import type { CallResult, TestContext } from './helper';

let ctx: TestContext;
const jwt: Record<keyof typeof ACCOUNTS, string> = { admin: '', manager: '', reader: '', coach: '' };
const laval: string = SAMPLE_IDS.organizations.laval;
const boston: string = SAMPLE_IDS.organizations.boston;
const formId = (n: number) => `40000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const CAMP = formId(1);
const REGATTA = formId(7);
const [ROSTER] = SAMPLE_REPORTS;
const GENERAL = REPORT_GENERAL_COLUMNS.map((id) => ({ id }));
/** Where a report's fields start: after the fixed columns. */
const FIELDS_AT = REPORT_GENERAL_COLUMNS.length;

interface ReportReply {
  id: string;
  formId: string;
  culture: string;
  name: string;
  content: { name: string; steps: { id: string; fields: { id: string }[] }[]; general: { id: string }[] };
}

beforeAll(async () => {
  ctx = await buildTestApp();
  for (const key of Object.keys(ACCOUNTS) as (keyof typeof ACCOUNTS)[]) jwt[key] = await signIn(ctx, ACCOUNTS[key]);
});
afterAll(() => ctx.close());

const reportsUrl = (orgId: string, form: string) => `/api/organizations/${orgId}/forms/${form}/reports`;
const json = (body: unknown) => ({ payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
const post = (url: string, token: string, body: unknown) => {
  const { payload, headers } = json(body);
  return ctx.call({ method: 'POST', url, payload, headers: { ...headers, ...bearer(token) } });
};
const newReport = (name: string, fields: string[] = ['first-name']) => ({
  id: randomUUID(),
  formId: CAMP,
  culture: 'en',
  content: { name, steps: [{ id: 'step-1', fields: fields.map((id) => ({ id })) }], general: GENERAL },
});
const generate = (body: Record<string, unknown>, token = jwt.manager, form = CAMP, orgId = laval) => post(`${reportsUrl(orgId, form)}/generate`, token, body);

async function sheetRows(response: CallResult): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

function csvLines(response: CallResult): string[] {
  return response.body.replace(/^\ufeff/, '').split('\r\n').filter(Boolean);
}

/** Sets the coach's REPORT flags in Laval (the coach reads every other area). */
async function coachReportRights(flags: { read: boolean; write: boolean; update: boolean; delete: boolean }) {
  await ctx.database.db
    .update(organizationMembers)
    .set({ canRead: flags.read, canWrite: flags.write, canUpdate: flags.update, canDelete: flags.delete })
    .where(and(eq(organizationMembers.userId, SAMPLE_IDS.users.coach), eq(organizationMembers.organizationId, laval), eq(organizationMembers.area, 'REPORT')));
}

describe('saved reports (spec 001 §7)', () => {
  it('lists the form’s reports by name, with their content', async () => {
    const response = await ctx.call({ url: reportsUrl(laval, CAMP), headers: bearer(jwt.reader) });
    expect(response.statusCode).toBe(200);
    const list = response.json<ReportReply[]>();
    expect(list.map((report) => report.name)).toEqual(['Camp roster', 'Contacts des parents']);
    expect(list[0]).toMatchObject({ id: ROSTER?.id, formId: CAMP, culture: 'en', content: ROSTER?.content });
  });

  it('creates a report under the client’s fresh id, reads it back, updates and deletes it', async () => {
    const body = newReport('  Swimmers  ', ['last-name', 'first-name']);
    const created = await post(reportsUrl(laval, CAMP), jwt.manager, body);
    expect(created.statusCode).toBe(200);
    expect(created.json<ReportReply>()).toMatchObject({ id: body.id, name: 'Swimmers', content: { name: 'Swimmers', steps: body.content.steps } });

    const again = await post(reportsUrl(laval, CAMP), jwt.manager, body);
    expect(again.statusCode).toBe(409);

    // The id of another organization's report is answered as a fresh id would be: saved under a
    // new id, the other report untouched, nothing telling that the id exists elsewhere.
    const bostonReport = SAMPLE_REPORTS[2]!;
    const elsewhere = await post(reportsUrl(laval, CAMP), jwt.manager, { ...body, id: bostonReport.id });
    expect(elsewhere.statusCode).toBe(200);
    const freshId = elsewhere.json<ReportReply>().id;
    expect(freshId).not.toBe(bostonReport.id);
    const [untouched] = await ctx.database.db.select().from(reports).where(eq(reports.id, bostonReport.id));
    expect(untouched).toMatchObject({ formId: REGATTA, name: bostonReport.content.name });
    expect((await ctx.call({ method: 'DELETE', url: `${reportsUrl(laval, CAMP)}/${freshId}`, headers: bearer(jwt.manager) })).statusCode).toBe(200);

    const read = await ctx.call({ url: `${reportsUrl(laval, CAMP)}/${body.id}`, headers: bearer(jwt.reader) });
    expect(read.json<ReportReply>().content.steps[0]?.fields).toEqual([{ id: 'last-name' }, { id: 'first-name' }]);

    const update = await post(`${reportsUrl(laval, CAMP)}/${body.id}`, jwt.manager, { ...body, culture: 'fr', content: { ...body.content, name: 'Nageurs', steps: [{ id: 'step-1', fields: [{ id: 'first-name' }] }] } });
    expect(update.statusCode).toBe(200);
    expect(update.json<ReportReply>()).toMatchObject({ name: 'Nageurs', culture: 'fr' });

    const removed = await ctx.call({ method: 'DELETE', url: `${reportsUrl(laval, CAMP)}/${body.id}`, headers: bearer(jwt.manager) });
    expect(removed.statusCode).toBe(200);
    expect(removed.body).toBe('1');
    expect((await ctx.call({ url: `${reportsUrl(laval, CAMP)}/${body.id}`, headers: bearer(jwt.manager) })).statusCode).toBe(404);
  });

  it.each([
    ['an empty name', { content: { name: '', steps: [] } }],
    ['a blank name', { content: { name: '   ', steps: [] } }],
    ['a name over 100 characters', { content: { name: 'x'.repeat(101), steps: [] } }],
    ['no content', { content: undefined }],
    ['an unknown culture', { culture: 'de' }],
    ['another form’s id', { formId: REGATTA }],
    ['a malformed id', { id: 'not-a-uuid' }],
  ])('refuses %s with 400 and a message', async (_case, change) => {
    const response = await post(reportsUrl(laval, CAMP), jwt.manager, { ...newReport('Valid'), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
  });

  it('another organization’s form is 404 through this organization, and 403 in an organization the user is not in', async () => {
    expect((await ctx.call({ url: reportsUrl(laval, REGATTA), headers: bearer(jwt.manager) })).statusCode).toBe(404);
    expect((await ctx.call({ url: `${reportsUrl(laval, REGATTA)}/${SAMPLE_REPORTS[2]?.id}`, headers: bearer(jwt.manager) })).statusCode).toBe(404);
    expect((await post(reportsUrl(laval, REGATTA), jwt.manager, { ...newReport('x'), formId: REGATTA })).statusCode).toBe(404);
    expect((await generate({ reportId: SAMPLE_REPORTS[2]?.id }, jwt.manager, REGATTA)).statusCode).toBe(404);
    expect((await ctx.call({ url: reportsUrl(boston, REGATTA), headers: bearer(jwt.reader) })).statusCode).toBe(403);
    expect((await generate({ reportId: SAMPLE_REPORTS[2]?.id }, jwt.reader, REGATTA, boston)).statusCode).toBe(403);
    // A report id of another form is not found under this one.
    expect((await ctx.call({ url: `${reportsUrl(laval, CAMP)}/${SAMPLE_REPORTS[2]?.id}`, headers: bearer(jwt.manager) })).statusCode).toBe(404);
  });

  it('needs a token', async () => {
    expect((await ctx.call({ url: reportsUrl(laval, CAMP) })).statusCode).toBe(401);
    expect((await ctx.call({ method: 'POST', url: `${reportsUrl(laval, CAMP)}/generate` })).statusCode).toBe(401);
  });
});

describe('REPORT rights per flag (spec 001 §6)', () => {
  afterEach(() => coachReportRights({ read: true, write: false, update: false, delete: false }));

  it('read: list, read, generate; without it every call is 403', async () => {
    await coachReportRights({ read: false, write: true, update: true, delete: true });
    expect((await ctx.call({ url: reportsUrl(laval, CAMP), headers: bearer(jwt.coach) })).statusCode).toBe(403);
    expect((await generate({ reportId: ROSTER?.id }, jwt.coach)).statusCode).toBe(403);
    expect((await ctx.call({ url: `/api/organizations/${laval}/reports/forms`, headers: bearer(jwt.coach) })).statusCode).toBe(403);

    await coachReportRights({ read: true, write: false, update: false, delete: false });
    expect((await ctx.call({ url: reportsUrl(laval, CAMP), headers: bearer(jwt.coach) })).statusCode).toBe(200);
    expect((await generate({ reportId: ROSTER?.id, format: 'csv' }, jwt.coach)).statusCode).toBe(200);
  });

  it('write adds, update changes, delete deletes; each alone', async () => {
    const body = newReport('Flags');
    await coachReportRights({ read: true, write: false, update: true, delete: true });
    expect((await post(reportsUrl(laval, CAMP), jwt.coach, body)).statusCode).toBe(403);
    await coachReportRights({ read: true, write: true, update: false, delete: false });
    expect((await post(reportsUrl(laval, CAMP), jwt.coach, body)).statusCode).toBe(200);
    expect((await post(`${reportsUrl(laval, CAMP)}/${body.id}`, jwt.coach, body)).statusCode).toBe(403);
    expect((await ctx.call({ method: 'DELETE', url: `${reportsUrl(laval, CAMP)}/${body.id}`, headers: bearer(jwt.coach) })).statusCode).toBe(403);
    await coachReportRights({ read: true, write: false, update: true, delete: false });
    expect((await post(`${reportsUrl(laval, CAMP)}/${body.id}`, jwt.coach, body)).statusCode).toBe(200);
    await coachReportRights({ read: true, write: false, update: false, delete: true });
    expect((await ctx.call({ method: 'DELETE', url: `${reportsUrl(laval, CAMP)}/${body.id}`, headers: bearer(jwt.coach) })).statusCode).toBe(200);
  });

  it('a read-only user cannot rename', async () => {
    const response = await post(`${reportsUrl(laval, CAMP)}/${ROSTER?.id}`, jwt.reader, { ...ROSTER, content: { ...ROSTER?.content, name: 'Renamed' } });
    expect(response.statusCode).toBe(403);
  });
});

describe('the reports entry (/reports) and the editor’s form, under REPORT read', () => {
  it('lists the organization’s forms with their report counts, even for a user without FORM read', async () => {
    const response = await ctx.call({ url: `/api/organizations/${laval}/reports/forms`, headers: bearer(jwt.coach) });
    expect(response.statusCode).toBe(200);
    const page = response.json<{ data: { id: string; reportCount: number; submissionCount: number }[]; totalCount: number }>();
    const lavalForms = await ctx.database.db.select({ id: forms.id }).from(forms).where(eq(forms.organizationId, laval));
    expect(page.totalCount).toBe(lavalForms.length);
    expect(page.data.find((form) => form.id === CAMP)).toMatchObject({ reportCount: 2, submissionCount: 4 });
  });

  it('gives the form’s steps and the organization’s currency; another organization’s form is 404', async () => {
    const response = await ctx.call({ url: `/api/organizations/${laval}/reports/forms/${CAMP}`, headers: bearer(jwt.coach) });
    expect(response.statusCode).toBe(200);
    const form = response.json<{ currency: string; content: string }>();
    expect(form.currency).toBe('cad');
    expect(JSON.parse(form.content)).toMatchObject({ steps: [{ id: 'step-1' }, { id: 'step-2' }] });
    expect((await ctx.call({ url: `/api/organizations/${laval}/reports/forms/${REGATTA}`, headers: bearer(jwt.manager) })).statusCode).toBe(404);
  });
});

describe('POST …/reports/generate (issue 12)', () => {
  it('answers the XLSX of a saved report: its name in Content-Disposition, the fixed columns then the fields in the report’s order, values as people read them', async () => {
    const response = await generate({ reportId: ROSTER?.id, timeZone: 'UTC' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Camp roster.xlsx"; filename*=UTF-8''Camp%20roster.xlsx`);
    // A valid ZIP package (sizes, CRC-32, data descriptor) before any spreadsheet library reads it.
    expect(readZip(response.rawPayload).map((entry) => entry.name)).toContain('xl/worksheets/sheet1.xml');
    const rows = await sheetRows(response);
    expect(rows[0]).toEqual([
      'Submission id',
      'Submission date',
      'Total paid (CAD)',
      'Refunded (CAD)',
      'Disputed (CAD)',
      'Lost in disputes (CAD)',
      'Net paid (CAD)',
      'Code discount (CAD)',
      'Discount code',
      'Payment mode discount (CAD)',
      'Payment method',
      'Payment mode',
      'Payment status',
      'Last name',
      'First name',
      'Date of birth',
      'Level',
      'Weeks',
    ]);
    expect(rows).toHaveLength(5);
    // Oldest first: Liam (5 days ago), Emma, Noah, Léa.
    expect(rows.slice(1).map((row) => row[FIELDS_AT + 1])).toEqual(['Liam', 'Emma', 'Noah', 'Léa']);
    const noah = rows[3] ?? [];
    expect(noah[0]).toBe('50000000-0000-4000-8000-000000000002');
    expect(noah[1]).toBeInstanceOf(Date);
    expect(noah.slice(2, 18)).toEqual([270, 0, 0, 0, 270, 30, 'SIBLING', 0, 'Credit card', undefined, 'Accepted', 'Gagnon', 'Noah', new Date(Date.UTC(2014, 4, 12)), 'Advanced', 'Week 1, Week 2']);
    // Paid another way and still pending: nothing taken through the product.
    const liam = rows[1] ?? [];
    expect(liam.slice(2, 13)).toEqual([0, 0, 0, 0, 0, undefined, undefined, 0, 'Other', undefined, 'Pending']);
    // Refunded in full: what was paid, all given back, nothing kept.
    const emma = rows[2] ?? [];
    expect(emma.slice(2, 13)).toEqual([150, 150, 0, 0, 0, undefined, undefined, 0, 'Credit card', undefined, 'Refunded']);
  });

  it('answers CSV on request, headers in the report’s culture, dates DD-MM-YYYY', async () => {
    const response = await generate({ culture: 'fr', content: { name: 'Liste', steps: [{ id: 'step-1', fields: [{ id: 'birthdate' }, { id: 'level' }, { id: 'allergies' }] }] }, format: 'csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('filename="Liste.csv"');
    expect(response.body.startsWith('\ufeff')).toBe(true);
    const lines = csvLines(response);
    expect(lines[0]).toBe(
      'Numéro de soumission,Date de soumission,Total payé (CAD),Remboursé (CAD),Contesté (CAD),Perdu en contestation (CAD),Net payé (CAD),Rabais du code (CAD),Code de rabais,Rabais du mode de paiement (CAD),Méthode de paiement,Mode de paiement,Statut du paiement,Date de naissance,Niveau,A des allergies',
    );
    expect(lines).toHaveLength(5);
    expect(lines[3]).toMatch(/^50000000-0000-4000-8000-000000000002,\d{2}-\d{2}-\d{4} \d{2}:\d{2},270\.00,0\.00,0\.00,0\.00,270\.00,30\.00,SIBLING,0\.00,Carte de crédit,,Accepté,12-05-2014,Avancé,Non$/);
  });

  it('issue 23 §7: a report saved in English reads in French for a French reader (headers, payment methods, statuses), and stays saved in English', async () => {
    const response = await generate({ reportId: ROSTER?.id, format: 'csv', language: 'fr' });
    expect(response.statusCode).toBe(200);
    const lines = csvLines(response);
    expect(lines[0]).toMatch(/^Numéro de soumission,Date de soumission,Total payé \(CAD\),/);
    expect(lines[0]).toContain('Méthode de paiement,Mode de paiement,Statut du paiement');
    expect(lines.slice(1).join('\n')).toContain('Carte de crédit');
    expect(lines.slice(1).join('\n')).toContain('Accepté');
    expect(lines.slice(1).join('\n')).not.toContain('Credit card');
    const english = csvLines(await generate({ reportId: ROSTER?.id, format: 'csv' }));
    expect(english[0]).toMatch(/^Submission id,Submission date,/);
    const saved = await ctx.call({ method: 'GET', url: `${reportsUrl(laval, CAMP)}/${ROSTER?.id}`, headers: bearer(jwt.manager) });
    expect((JSON.parse(saved.body) as ReportReply).culture).toBe('en');
  });

  it('issue 23 §7: refuses a reader language other than fr or en', async () => {
    expect((await generate({ reportId: ROSTER?.id, language: 'de' })).statusCode).toBe(400);
  });

  it('neutralizes a formula (=HYPERLINK) in XLSX and CSV (OWASP)', async () => {
    const id = randomUUID();
    await ctx.database.db.insert(submissions).values({
      id,
      formId: formId(2),
      date: new Date(),
      fields: [
        { id: 'first-name', rowId: null, value: JSON.stringify({ value: '=HYPERLINK("http://x")' }) },
        { id: 'last-name', rowId: null, value: JSON.stringify({ value: '@SUM(1+1)' }) },
        { id: 'message', rowId: null, value: JSON.stringify({ value: '-2+3, "quoted"' }) },
      ],
    });
    const content = { name: 'Injection', steps: [{ id: 'step-1', fields: [{ id: 'first-name' }, { id: 'last-name' }] }, { id: 'step-2', fields: [{ id: 'message' }] }] };
    const xlsx = await generate({ culture: 'en', content }, jwt.manager, formId(2));
    const row = (await sheetRows(xlsx)).find((cells) => cells[0] === id) ?? [];
    expect(row.slice(FIELDS_AT)).toEqual([`'=HYPERLINK("http://x")`, "'@SUM(1+1)", `'-2+3, "quoted"`]);

    const csv = await generate({ culture: 'en', content, format: 'csv' }, jwt.manager, formId(2));
    const line = csvLines(csv).find((text) => text.startsWith(id)) ?? '';
    expect(line.endsWith(`,"'=HYPERLINK(""http://x"")","'@SUM(1+1)","'-2+3, ""quoted"""`)).toBe(true);
  });

  it('leaves out fields marked excludeFromReport, and gives a repeatable section one column per copy up to the most copies found', async () => {
    const id = randomUUID();
    const content = structuredClone(SWIM_CAMP_CONTENT) as typeof SWIM_CAMP_CONTENT & { steps: { sections: Record<string, unknown>[] }[] };
    const firstSection = content.steps[0]?.sections[0] as { fields: Record<string, unknown>[] };
    const email = firstSection.fields.find((field) => field.id === 'email');
    if (email) email.excludeFromReport = true;
    content.steps[1]?.sections.push({
      id: 'siblings',
      name: [{ culture: 'en', value: 'Siblings' }],
      multiple: true,
      visible: true,
      multipleValidations: { min: 0, max: 5 },
      fields: [{ id: 'sibling', type: 'Text', text: [{ culture: 'en', value: 'Sibling' }], size: 6, required: false, visible: true, enabled: true }],
    });
    await ctx.database.db.insert(forms).values({ id, organizationId: laval, name: [{ culture: 'en', value: 'Family camp' }], content: JSON.stringify(content), currency: 'cad' });
    const sibling = (names: string[]) => ({ id: 'siblings', rowId: null, value: JSON.stringify({ value: names.map((name) => ({ sibling: name })) }) });
    await ctx.database.db.insert(submissions).values([
      { id: randomUUID(), formId: id, date: new Date(Date.now() - 2000), fields: [{ id: 'first-name', rowId: null, value: JSON.stringify({ value: 'Ana' }) }, sibling(['Ben'])] },
      { id: randomUUID(), formId: id, date: new Date(Date.now() - 1000), fields: [{ id: 'first-name', rowId: null, value: JSON.stringify({ value: 'Cy' }) }, sibling(['Dee', 'Eve', 'Fay'])] },
      // A copy stored as its own `{fieldId}@{copy}` answer, and the section's rows stored as JSON rather than JSON text.
      { id: randomUUID(), formId: id, date: new Date(Date.now() - 500), fields: [{ id: 'first-name', rowId: null, value: JSON.stringify({ value: 'Gil' }) }, { id: 'sibling@4', rowId: null, value: JSON.stringify({ value: 'Hal' }) }] },
      { id: randomUUID(), formId: id, date: new Date(Date.now() - 250), fields: [{ id: 'first-name', rowId: null, value: JSON.stringify({ value: 'Ivy' }) }, { id: 'siblings', rowId: null, value: { value: [{ sibling: 'Jo' }] } }] },
    ]);
    const response = await generate({ culture: 'en', content: { name: 'Family', steps: [{ id: 'step-1', fields: [{ id: 'first-name' }, { id: 'email' }] }, { id: 'step-2', fields: [{ id: 'sibling' }] }] }, format: 'csv' }, jwt.manager, id);
    const lines = csvLines(response);
    expect(lines[0]?.split(',').slice(FIELDS_AT)).toEqual(['First name', 'Sibling (1)', 'Sibling (2)', 'Sibling (3)', 'Sibling (4)']);
    expect(lines.slice(1).map((line) => line.split(',').slice(FIELDS_AT))).toEqual([
      ['Ana', 'Ben', '', '', ''],
      ['Cy', 'Dee', 'Eve', 'Fay', ''],
      ['Gil', '', '', '', 'Hal'],
      ['Ivy', 'Jo', '', '', ''],
    ]);
  });

  it('reads each answer by its id whatever the order and number of a submission’s answers (from report_answers, or filtered by id)', async () => {
    const id = randomUUID();
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
    // Fields no submission answers, so that the form is large enough for a report of one field to filter its answers in SQL.
    const unanswered = Array.from({ length: 100 }, (_unused, index) => `z${index}`);
    const text = (value: string) => [{ culture: 'en', value }];
    const content = {
      steps: [
        {
          id: 'step-1',
          name: text('Step'),
          sections: [{ id: 'main', name: text('Main'), multiple: false, visible: true, fields: [...ids, ...unanswered].map((fieldId) => ({ id: fieldId, type: 'Text', text: text(fieldId.toUpperCase()), size: 6, required: false, visible: true, enabled: true })) }],
        },
      ],
      rules: [],
    };
    await ctx.database.db.insert(forms).values({ id, organizationId: laval, name: text('Order test'), content: JSON.stringify(content), currency: 'cad' });
    const answer = (fieldId: string, value: unknown) => ({ id: fieldId, rowId: null, value: JSON.stringify({ value }) });
    const inOrder = ids.map((fieldId) => answer(fieldId, `${fieldId}1`));
    const reversed = [...ids].reverse().map((fieldId) => answer(fieldId, `${fieldId}2`));
    // More answers than the form has fields.
    const crowded = [...Array.from({ length: 20 }, (_unused, index) => answer(`other-${index}`, 'x')), ...ids.map((fieldId) => answer(fieldId, `${fieldId}3`))];
    const odd = [answer('c', 'say "hi", then leave'), answer('a', null), { id: 'e', rowId: null, value: 'bare text of an older answer' }, answer('f', 12)];
    const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds));
    await ctx.database.db.insert(submissions).values([
      { id: randomUUID(), formId: id, date: at(1), fields: inOrder },
      { id: randomUUID(), formId: id, date: at(2), fields: reversed },
      { id: randomUUID(), formId: id, date: at(3), fields: crowded },
      { id: randomUUID(), formId: id, date: at(4), fields: odd },
      { id: randomUUID(), formId: id, date: at(5), fields: inOrder },
    ]);
    const expected = [
      ['a1', 'b1', 'c1', 'd1', 'e1', 'f1'],
      ['a2', 'b2', 'c2', 'd2', 'e2', 'f2'],
      ['a3', 'b3', 'c3', 'd3', 'e3', 'f3'],
      [undefined, undefined, 'say "hi", then leave', undefined, 'bare text of an older answer', '12'],
      ['a1', 'b1', 'c1', 'd1', 'e1', 'f1'],
    ];
    // The whole form: the answers of report_answers.
    const everyField = [...ids, ...unanswered].map((fieldId) => ({ id: fieldId }));
    const all = await sheetRows(await generate({ culture: 'en', content: { name: 'All', steps: [{ id: 'step-1', fields: everyField }] } }, jwt.manager, id));
    expect(all[0]?.slice(FIELDS_AT, FIELDS_AT + 6)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(all[0]).toHaveLength(FIELDS_AT + 106);
    expect(all.slice(1).map((row) => row.slice(FIELDS_AT, FIELDS_AT + 6))).toEqual(expected);
    expect(all.slice(1).every((row) => row.slice(FIELDS_AT + 6).every((cell) => cell === undefined))).toBe(true);
    // One field of 106: answers filtered by id in SQL.
    const one = await sheetRows(await generate({ culture: 'en', content: { name: 'One', steps: [{ id: 'step-1', fields: [{ id: 'c' }] }] } }, jwt.manager, id));
    expect(one.slice(1).map((row) => row[FIELDS_AT])).toEqual(expected.map((row) => row[2]));

    // Answers written again (a staff edit), and answers long enough for PostgreSQL to store them compressed:
    // the next report reads the new ones, both ways.
    const long = 'x'.repeat(6000);
    await ctx.database.db.update(submissions).set({ fields: [answer('b', 'edited'), answer('d', long)] }).where(eq(submissions.formId, id));
    const edited = await sheetRows(await generate({ culture: 'en', content: { name: 'All', steps: [{ id: 'step-1', fields: everyField }] } }, jwt.manager, id));
    expect(edited.slice(1).map((row) => row.slice(FIELDS_AT, FIELDS_AT + 6))).toEqual(expected.map(() => [undefined, 'edited', undefined, long, undefined, undefined]));
    const onlyD = await sheetRows(await generate({ culture: 'en', content: { name: 'One', steps: [{ id: 'step-1', fields: [{ id: 'd' }] }] } }, jwt.manager, id));
    expect(onlyD.slice(1).map((row) => row[FIELDS_AT])).toEqual(expected.map(() => long));
  });

  it('a payment or coupon text holding the separator of a row’s parts shifts nothing: every cell stays in its column', async () => {
    const id = randomUUID();
    const text = (value: string) => [{ culture: 'en', value }];
    const content = {
      steps: [{ id: 'step-1', name: text('Step'), sections: [{ id: 'main', name: text('Main'), multiple: false, visible: true, fields: [{ id: 'name', type: 'Text', text: text('Name'), size: 6, required: false, visible: true, enabled: true }] }] }],
      rules: [],
    };
    await ctx.database.db.insert(forms).values({ id, organizationId: laval, name: text('Separator test'), content: JSON.stringify(content), currency: 'cad' });
    const gs = '\u001d';
    await ctx.database.db.insert(submissions).values({
      id: randomUUID(),
      formId: id,
      date: new Date(Date.UTC(2026, 0, 1)),
      fields: [{ id: 'name', rowId: null, value: JSON.stringify({ value: 'Ann' }) }],
      paymentMode: `mode${gs}x`,
      payment: { method: `credit${gs}_card`, status: `succeeded${gs}`, total: `15${gs}00`, modeDefinition: { mode: `single${gs}` }, paymentDetails: [{ status: `succeeded${gs}`, total: 1500, dispute: { amount: 500, status: `needs${gs}response`, reason: `fraud${gs}`, outcome: null } }] },
      coupon: { code: `SUM${gs}MER`, discountTotal: `2${gs}50` },
    });
    const [header, row] = csvLines(await generate({ culture: 'en', format: 'csv', content: { name: 'All', steps: [{ id: 'step-1', fields: [{ id: 'name' }] }] } }, jwt.manager, id));
    expect(header?.split(',').slice(2)).toEqual([
      'Total paid (CAD)',
      'Refunded (CAD)',
      'Disputed (CAD)',
      'Lost in disputes (CAD)',
      'Net paid (CAD)',
      'Code discount (CAD)',
      'Discount code',
      'Payment mode discount (CAD)',
      'Payment method',
      'Payment mode',
      'Payment status',
      'Name',
    ]);
    // The separator is left out of those texts (a control character no one reads); the charge counts as paid, its dispute as open.
    expect(row?.split(',').slice(2)).toEqual(['15.00', '0.00', '5.00', '0.00', '15.00', '2.50', 'SUMMER', '0.00', 'Credit card', 'Pay in Full', 'Disputed', 'Ann']);
  });

  it('an older answer stored as bare text holding the answers’ separators makes up no other answer', async () => {
    const id = randomUUID();
    const text = (value: string) => [{ culture: 'en', value }];
    const field = (fieldId: string) => ({ id: fieldId, type: 'Text', text: text(fieldId.toUpperCase()), size: 6, required: false, visible: true, enabled: true });
    const content = { steps: [{ id: 'step-1', name: text('Step'), sections: [{ id: 'main', name: text('Main'), multiple: false, visible: true, fields: [field('a'), field('b')] }] }], rules: [] };
    await ctx.database.db.insert(forms).values({ id, organizationId: laval, name: text('Bare text test'), content: JSON.stringify(content), currency: 'cad' });
    // `x`, then what would read as the end of this answer and an answer "forged" to b.
    await ctx.database.db.insert(submissions).values({ id: randomUUID(), formId: id, date: new Date(Date.UTC(2026, 0, 1)), fields: [{ id: 'a', rowId: null, value: 'x\u001fb\u001eforged' }] });
    const [, row] = csvLines(await generate({ culture: 'en', format: 'csv', content: { name: 'All', steps: [{ id: 'step-1', fields: [{ id: 'a' }, { id: 'b' }] }] } }, jwt.manager, id));
    expect(row?.split(',').slice(FIELDS_AT)).toEqual(['xbforged', '']);
  });

  it.each([
    [20, 20, false],
    [20, 1, false],
    [100, 1, false],
    [101, 33, true],
    [101, 34, false],
    [106, 1, true],
    [106, 106, false],
  ])('a form of %i fields, a report of %i of them: answers filtered in SQL %s (else report_answers)', (fieldCount, wanted, filtered) => {
    expect(filtersAnswersInSql(fieldCount, wanted)).toBe(filtered);
  });

  /** A form without steps and `count` submissions a second apart, as generateReport's source. */
  async function emptyFormWithSubmissions(name: string, count: number) {
    const id = randomUUID();
    const content = { steps: [], rules: [] };
    await ctx.database.db.insert(forms).values({ id, organizationId: laval, name: [{ culture: 'en', value: name }], content: JSON.stringify(content), currency: 'cad' });
    await ctx.database.db.insert(submissions).values(Array.from({ length: count }, (_unused, index) => ({ id: randomUUID(), formId: id, date: new Date(Date.UTC(2026, 0, 1, 0, 0, index)), fields: [] })));
    const parsed = parseFormContent(JSON.stringify(content));
    if (!parsed.ok) throw new Error(parsed.error);
    return { formId: id, content: parsed.content, currency: 'cad' as const, paymentModes: new Map<string, string>() };
  }

  it('stops between pages when the client goes away: the generation rejects and leaves nothing running', async () => {
    const count = REPORT_PAGE_SIZE * 3;
    const source = await emptyFormWithSubmissions('Abort test', count);
    for (const format of ['xlsx', 'csv'] as const) {
      const abort = new AbortController();
      const progress: number[] = [];
      const out = new Writable({ write: (_chunk, _encoding, done) => done() });
      const generation = generateReport(ctx.database.db, source, {
        report: { culture: 'en', content: { name: 'Abort', steps: [], general: GENERAL } },
        format,
        out,
        signal: abort.signal,
        onProgress: (done) => {
          progress.push(done);
          abort.abort();
        },
      });
      await expect(generation).rejects.toThrow();
      expect(progress).toEqual([REPORT_PAGE_SIZE]);
      expect(out.writableEnded).toBe(false);
    }
  });

  it('a response closed while the generation waits for it to drain rejects the generation (no wait for ever, no database connection kept)', async () => {
    const count = REPORT_PAGE_SIZE * 8;
    const source = await emptyFormWithSubmissions('Closed test', count);
    for (const format of ['xlsx', 'csv'] as const) {
      // A response nobody reads (it never drains), closed by the server once the client has gone.
      const out = new PassThrough({ highWaterMark: 1024 });
      const generation = generateReport(ctx.database.db, source, { report: { culture: 'en', content: { name: 'Closed', steps: [], general: GENERAL } }, format, out });
      setTimeout(() => out.destroy(), 200);
      await expect(generation).rejects.toThrow(/closed/);
    }
    const pool = (ctx.database.db as unknown as { $client: unknown }).$client;
    if (pool instanceof Pool) expect(pool.totalCount - pool.idleCount).toBe(0);
  });

  it("a finished generation hands its connection back as it found it (no open transaction, the planner's settings back)", async () => {
    const source = await emptyFormWithSubmissions('Settings test', 30);
    for (const format of ['xlsx', 'csv'] as const) {
      const out = new Writable({ write: (_chunk, _encoding, done) => done() });
      await generateReport(ctx.database.db, source, { report: { culture: 'en', content: { name: 'Settings', steps: [], general: GENERAL } }, format, out });
    }
    const pool = (ctx.database.db as unknown as { $client: unknown }).$client;
    if (!(pool instanceof Pool)) return;
    // Every pooled connection, each checked out at once, answers with the defaults and outside any transaction.
    const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
    try {
      for (const client of clients) {
        const { rows } = await client.query<{ sort: string; jit: string; open: boolean }>("SELECT current_setting('enable_sort') AS sort, current_setting('jit') AS jit, now() <> statement_timestamp() AS open");
        expect(rows[0]).toEqual({ sort: 'on', jit: expect.any(String), open: false });
      }
    } finally {
      for (const client of clients) client.release();
    }
  });

  it('writes every submission once across pages, in (date, id) order, with dates tied to the second and apart by microseconds', async () => {
    const id = randomUUID();
    const content = { steps: [], rules: [] };
    await ctx.database.db.insert(forms).values({ id, organizationId: laval, name: [{ culture: 'en', value: 'Pages test' }], content: JSON.stringify(content), currency: 'cad' });
    const count = REPORT_PAGE_SIZE * 2 + 7;
    // Three submissions a second (ties broken by id across page boundaries), then 0–2 µs added by id.
    await ctx.database.db.insert(submissions).values(Array.from({ length: count }, (_unused, index) => ({ id: randomUUID(), formId: id, date: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(index / 3))), fields: [] })));
    await ctx.database.db.execute(sql`UPDATE submissions SET date = date + (get_byte(uuid_send(id), 0) % 3) * interval '1 microsecond' WHERE form_id = ${id}`);
    const ordered = (await ctx.database.db.execute(sql`SELECT id FROM submissions WHERE form_id = ${id} ORDER BY date, id`)) as unknown as { rows: { id: string }[] };
    const parsed = parseFormContent(JSON.stringify(content));
    if (!parsed.ok) throw new Error(parsed.error);
    const source = { formId: id, content: parsed.content, currency: 'cad' as const, paymentModes: new Map<string, string>() };
    let text = '';
    const out = new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        text += chunk.toString();
        done();
      },
    });
    const written = await generateReport(ctx.database.db, source, { report: { culture: 'en', content: { name: 'Pages', steps: [], general: GENERAL } }, format: 'csv', out });
    const ids = text.trim().split('\r\n').slice(1).map((line) => line.split(',')[0]);
    expect(written).toBe(count);
    expect(ids).toEqual(ordered.rows.map((row) => row.id));
  });

  it('a form without submissions gives the headers only', async () => {
    const response = await generate({ culture: 'en', content: { name: 'Empty', steps: [] }, format: 'csv' }, jwt.manager, formId(6));
    expect(csvLines(response)).toEqual([
      'Submission id,Submission date,Total paid (CAD),Refunded (CAD),Disputed (CAD),Lost in disputes (CAD),Net paid (CAD),Code discount (CAD),Discount code,Payment mode discount (CAD),Payment method,Payment mode,Payment status',
    ]);
  });

  it('shows submission dates in the time zone asked for', async () => {
    const id = randomUUID();
    await ctx.database.db.insert(submissions).values({ id, formId: formId(6), date: new Date('2026-07-01T03:30:00Z'), fields: [] });
    const content = { name: 'Zone', steps: [] };
    const utc = csvLines(await generate({ culture: 'en', content, format: 'csv' }, jwt.manager, formId(6)));
    const toronto = csvLines(await generate({ culture: 'en', content, format: 'csv', timeZone: 'America/Toronto' }, jwt.manager, formId(6)));
    expect(utc[1]).toContain(`${id},01-07-2026 03:30,`);
    expect(toronto[1]).toContain(`${id},30-06-2026 23:30,`);
  });

  it.each([
    ['neither a report id nor a report', {}],
    ['an unknown format', { reportId: ROSTER?.id, format: 'pdf' }],
    ['an unknown time zone', { reportId: ROSTER?.id, timeZone: 'Mars/Olympus' }],
    ['a blank name', { culture: 'en', content: { name: '  ', steps: [] } }],
  ])('refuses %s with 400', async (_case, body) => {
    expect((await generate(body)).statusCode).toBe(400);
  });

  it('an unknown report is 404', async () => {
    expect((await generate({ reportId: randomUUID() })).statusCode).toBe(404);
  });

  it('reports the progress of a generation to the user who started it', async () => {
    const progressId = randomUUID();
    const response = await generate({ reportId: ROSTER?.id, format: 'csv', progressId });
    expect(response.statusCode).toBe(200);
    const progress = await ctx.call({ url: `${reportsUrl(laval, CAMP)}/progress/${progressId}`, headers: bearer(jwt.manager) });
    expect(progress.json()).toEqual({ done: 4, total: 4, finished: true });
    expect(response.headers.get('x-report-rows')).toBe('4');
    expect((await ctx.call({ url: `${reportsUrl(laval, CAMP)}/progress/${progressId}`, headers: bearer(jwt.admin) })).statusCode).toBe(404);
  });
});
