/** @jest-environment ./test/pglite-environment.ts */
// The dashboard's figures (GET /api/organizations/:orgId/dashboard): the same money as the reports'
// columns for the same submissions, what each right shows, and never another organization's.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { REPORT_GENERAL_COLUMNS } from '@front-office/shared/core';
import { SAMPLE_IDS } from '../src/db/sample-data';
import { organizationMembers, paymentInstallments, submissionRefunds, submissions } from '../src/db/schema';
import { createSimulatedRefundProvider } from '../src/services/payments/refund-provider';
import { ACCOUNTS, bearer, buildTestApp, signIn } from './helper';
import type { TestContext } from './helper';
import { LAVAL, insertPaidForm, payWithCard, submit } from './payments-support';

let ctx: TestContext;
const jwt = { manager: '', coach: '', reader: '' };

beforeAll(async () => {
  ctx = await buildTestApp({ submissionRateLimit: false, refundProvider: createSimulatedRefundProvider() });
  jwt.manager = await signIn(ctx, ACCOUNTS.manager);
  jwt.coach = await signIn(ctx, ACCOUNTS.coach);
  jwt.reader = await signIn(ctx, ACCOUNTS.reader);
});
afterAll(() => ctx.close());

interface Transaction {
  kind: string;
  date: string;
  amount: number;
  status: string;
  submissionId: string;
  formId: string;
  email: string | null;
}
interface DashboardReply {
  from: string;
  to: string;
  submissions: number | null;
  money: { collected: number; refunded: number; disputeLost: number; net: number } | null;
  submissionsPerDay: { day: string; count: number }[] | null;
  revenuePerWeek: { week: string; amount: number }[] | null;
  toCome: { total: number; weeks: { week: string; amount: number }[] } | null;
  attention: Transaction[] | null;
  latest: Transaction[] | null;
}

const dashboard = (token: string, query: string, orgId: string = LAVAL) => ctx.call({ url: `/api/organizations/${orgId}/dashboard?${query}`, headers: bearer(token) });
const figures = async (token: string, query: string) => {
  const response = await dashboard(token, query);
  expect(response.statusCode).toBe(200);
  return response.json<DashboardReply>();
};

/** One CSV line's cells (the report quotes cells holding commas, quotes or line breaks). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

const column = (id: (typeof REPORT_GENERAL_COLUMNS)[number]) => REPORT_GENERAL_COLUMNS.indexOf(id);
const cents = (cell: string | undefined) => (cell === undefined || cell === '' ? 0 : Math.round(Number(cell) * 100));

/** The sums of the generated reports' money columns (CSV) of `formIds`, over the rows of `ids`. */
async function reportMoney(formIds: readonly string[], ids: ReadonlySet<string>) {
  const sums = { collected: 0, refunded: 0, disputeLost: 0, net: 0, rows: 0 };
  for (const formId of formIds) {
    const response = await ctx.call({
      method: 'POST',
      url: `/api/organizations/${LAVAL}/forms/${formId}/reports/generate`,
      headers: { ...bearer(jwt.manager), 'content-type': 'application/json' },
      payload: JSON.stringify({ culture: 'en', format: 'csv', content: { name: 'Money', steps: [] } }),
    });
    expect(response.statusCode).toBe(200);
    for (const line of response.body.replace(/^\ufeff/, '').split('\r\n').slice(1).filter(Boolean)) {
      const cells = csvCells(line);
      if (!ids.has(cells[0] ?? '')) continue;
      sums.rows += 1;
      sums.collected += cents(cells[column('TotalPaid')]);
      sums.refunded += cents(cells[column('Refunded')]);
      sums.disputeLost += cents(cells[column('DisputeLost')]);
      sums.net += cents(cells[column('NetPaid')]);
    }
  }
  return sums;
}

/** A submission of `formId` stored as is (payment documents in the shapes the database holds), on `date`. */
async function storedSubmission(formId: string, date: string, payment: unknown): Promise<string> {
  const id = randomUUID();
  await ctx.database.db.insert(submissions).values({ id, formId, date: new Date(date), fields: [], payment, customerEmail: `${id.slice(0, 8)}@example.com` });
  return id;
}

const line = (status: string, total: unknown, extra: Record<string, unknown> = {}) => ({ id: randomUUID(), status, total, ...extra });

describe('the figures equal the reports’ money columns for the same period', () => {
  // The stored documents are written by hand in the shapes older or imported data holds (text amounts,
  // refunds without refund rows), so the books check of test/ledger.ts does not apply to them.
  test('a period of stored payments of every shape, a real card payment partly refunded, and submissions outside the period', async () => {
    const formId = await insertPaidForm(ctx);
    const inMarch: string[] = [];
    const payments: unknown[] = [
      { status: 'succeeded', total: 15000, paymentDetails: [line('succeeded', 15000)] },
      { status: 'SUCCESS', total: 9000, paymentDetails: [] },
      { status: 'refunded', total: 5000, paymentDetails: [] },
      { status: 'succeeded', total: '12000', paymentDetails: [line('succeeded', '4000', { refundedTotal: 1500 }), line('refunded', 4000), line('READY', 4000)] },
      { status: 'succeeded', total: 20000, paymentDetails: [line('succeeded', 10000, { dispute: { amount: 10000, outcome: 'lost' } }), line('succeeded', 10000, { dispute: { amount: '2500', outcome: 'won' } })] },
      { status: 'pending_refund', total: 7000, paymentDetails: [line(' Pending_Refund ', 7000, { refundedTotal: 3000 })] },
      { status: 'failed', total: 8000, paymentDetails: [line('failed', 8000)] },
      { status: 'requires_action', total: 6000, paymentDetails: [line('requires_action', 6000)] },
      { status: 'succeeded', total: 3333, paymentDetails: [line('succeeded', 33.5), line('succeeded', 'twelve'), 'not a line', line('succeeded', 1e3)] },
      { method: 'other', status: 'pending', total: 4000, paymentDetails: [] },
      null,
    ];
    for (const [index, payment] of payments.entries()) inMarch.push(await storedSubmission(formId, `2019-03-${String(index + 1).padStart(2, '0')}T12:00:00Z`, payment));
    await storedSubmission(formId, '2019-02-28T23:59:59Z', { status: 'succeeded', total: 99900, paymentDetails: [] });
    await storedSubmission(formId, '2019-04-01T00:00:00Z', { status: 'succeeded', total: 88800, paymentDetails: [] });

    // A real payment, partly refunded through the API, then placed in the period.
    const real = (await submit(ctx, formId, { weeks: ['week-1'] }, { PaymentMode: 'full' })).json<string>();
    expect((await payWithCard(ctx, formId, real, '4242424242424242')).confirm.statusCode).toBe(200);
    const detail = (await ctx.call({ url: `/api/organizations/${LAVAL}/forms/${formId}/submissions/${real}/details`, headers: bearer(jwt.manager) })).json<{
      submission: { payment: { id: string; paymentDetails: { id: string }[] } };
    }>().submission;
    const refund = await ctx.call({
      method: 'POST',
      url: `/api/organizations/${LAVAL}/payment/${detail.payment.id}/refund/${detail.payment.paymentDetails[0]!.id}`,
      headers: { ...bearer(jwt.manager), 'content-type': 'application/json' },
      payload: JSON.stringify({ amount: 2500 }),
    });
    expect(refund.statusCode).toBe(200);
    await ctx.database.db.update(submissions).set({ date: new Date('2019-03-20T15:00:00Z') }).where(eq(submissions.id, real));
    inMarch.push(real);

    const reply = await figures(jwt.manager, `from=2019-03-01&to=2019-03-31&formId=${formId}`);
    const report = await reportMoney([formId], new Set(inMarch));
    expect(report.rows).toBe(inMarch.length);
    expect(reply.submissions).toBe(inMarch.length);
    expect(reply.money).toEqual({ collected: report.collected, refunded: report.refunded, disputeLost: report.disputeLost, net: report.net });
    // The cases are not all zero: charges, refunds and a lost dispute each count.
    expect(reply.money!.collected).toBeGreaterThan(0);
    expect(reply.money!.refunded).toBeGreaterThan(0);
    expect(reply.money!.disputeLost).toBe(10000);
    expect(reply.revenuePerWeek!.reduce((sum, week) => sum + week.amount, 0)).toBe(report.collected);
    expect(reply.revenuePerWeek![0]!.week).toBe('2019-02-25');
    expect(reply.submissionsPerDay!.find((entry) => entry.day === '2019-03-20')?.count).toBe(1);
    expect(reply.submissionsPerDay!.reduce((sum, entry) => sum + entry.count, 0)).toBe(inMarch.length);
    // The failed and action-required payments, newest first, each naming its submission.
    expect(reply.attention!.map((entry) => [entry.submissionId, entry.status])).toEqual([
      [inMarch[7], 'requires_action'],
      [inMarch[6], 'failed'],
    ]);
    expect(reply.latest!.length).toBe(10);
    expect(reply.latest![0]).toMatchObject({ kind: 'payment', submissionId: real, formId });
  });

  test('the whole organization over the sample data: every form’s report rows of the period sum to the figures', async () => {
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 700 * 86_400_000).toISOString().slice(0, 10);
    const reply = await figures(jwt.manager, `from=${from}&to=${to}`);
    const rows = (await ctx.database.db.execute(
      sql`SELECT s.id, s.form_id FROM submissions s JOIN forms f ON f.id = s.form_id WHERE f.organization_id = ${LAVAL}::uuid AND s.date >= ${from}::date AND s.date < ${to}::date + 1`,
    )) as unknown as { rows: { id: string; form_id: string }[] };
    const report = await reportMoney([...new Set(rows.rows.map((row) => row.form_id))], new Set(rows.rows.map((row) => row.id)));
    expect(reply.submissions).toBe(rows.rows.length);
    expect(report.rows).toBe(rows.rows.length);
    expect(reply.money).toEqual({ collected: report.collected, refunded: report.refunded, disputeLost: report.disputeLost, net: report.net });
    expect(reply.money!.collected).toBeGreaterThan(0);
  });
});

describe('money to come: planned installments by week for the next 8 weeks', () => {
  test('READY installments due from today count in their week; charged, failed or far ones do not', async () => {
    const formId = await insertPaidForm(ctx);
    const id = await storedSubmission(formId, new Date().toISOString(), { status: 'succeeded', total: 30000, paymentDetails: [line('succeeded', 10000)] });
    const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const installment = (position: number, dueDate: string, amount: number, status: string) => ({ id: randomUUID(), submissionId: id, position, dueDate, amount, status });
    await ctx.database.db
      .insert(paymentInstallments)
      .values([installment(1, dayIn(14), 10000, 'READY'), installment(2, dayIn(28), 7000, 'READY'), installment(3, dayIn(21), 5000, 'failed'), installment(4, dayIn(120), 9000, 'READY')]);
    const today = dayIn(0);
    const reply = await figures(jwt.manager, `from=${today}&to=${today}&formId=${formId}`);
    expect(reply.toCome!.weeks).toHaveLength(8);
    expect(reply.toCome!.total).toBe(17000);
    const weekOf = (day: string) => reply.toCome!.weeks.find((week, index) => week.week <= day && (reply.toCome!.weeks[index + 1]?.week ?? '9999') > day);
    expect(weekOf(dayIn(14))?.amount).toBe(10000);
    expect(weekOf(dayIn(28))?.amount).toBe(7000);
    // The installment failed for good is among the latest transactions, with its submission.
    await ctx.database.db.update(paymentInstallments).set({ updatedAt: new Date() }).where(eq(paymentInstallments.position, 3));
    const latest = (await figures(jwt.manager, `from=${today}&to=${today}&formId=${formId}`)).latest!;
    expect(latest.map((entry) => [entry.kind, entry.status, entry.amount, entry.submissionId])).toEqual(
      expect.arrayContaining([
        ['installment', 'failed', 5000, id],
        ['payment', 'succeeded', 30000, id],
      ]),
    );
  });

  test('a refund is a transaction of its submission', async () => {
    const formId = await insertPaidForm(ctx);
    const id = await storedSubmission(formId, new Date().toISOString(), { status: 'succeeded', total: 4000, paymentDetails: [line('succeeded', 4000, { refundedTotal: 4000 })] });
    await ctx.database.db.insert(submissionRefunds).values({ id: randomUUID(), submissionId: id, formId, paymentId: 'pay', detailId: 'line', kind: 'refund', amount: 4000, status: 'succeeded' });
    const today = new Date().toISOString().slice(0, 10);
    const latest = (await figures(jwt.manager, `from=${today}&to=${today}&formId=${formId}`)).latest!;
    expect(latest[0]).toMatchObject({ kind: 'refund', amount: 4000, status: 'succeeded', submissionId: id, formId });
  });
});

describe('rights and organizations', () => {
  const period = 'from=2019-03-01&to=2019-03-31';
  const setCoach = async (area: 'FORM' | 'FORM_SUBMISSION' | 'REPORT', read: boolean) =>
    ctx.database.db
      .update(organizationMembers)
      .set({ canRead: read })
      .where(and(eq(organizationMembers.userId, SAMPLE_IDS.users.coach), eq(organizationMembers.organizationId, LAVAL), eq(organizationMembers.area, area)));

  test('REPORT read without FORM_SUBMISSION read: money, but no transaction naming a submission', async () => {
    await setCoach('FORM_SUBMISSION', false);
    await setCoach('REPORT', true);
    const reply = await figures(jwt.coach, period);
    expect(reply.submissions).toEqual(expect.any(Number));
    expect(reply.money).not.toBeNull();
    expect(reply.toCome).not.toBeNull();
    expect(reply.latest).toBeNull();
    expect(reply.attention).toBeNull();
  });

  test('FORM read only: submission counts, no money; no right at all: nothing', async () => {
    await setCoach('FORM_SUBMISSION', false);
    await setCoach('REPORT', false);
    await setCoach('FORM', true);
    const counts = await figures(jwt.coach, period);
    expect(counts.submissions).toBe((await figures(jwt.manager, period)).submissions);
    expect(counts.submissionsPerDay).not.toBeNull();
    expect([counts.money, counts.revenuePerWeek, counts.toCome, counts.latest, counts.attention]).toEqual([null, null, null, null, null]);
    await setCoach('FORM', false);
    const none = await figures(jwt.coach, period);
    expect([none.submissions, none.submissionsPerDay, none.money]).toEqual([null, null, null]);
  });

  test('another organization: 403 for a non-member, 404 for a form of another organization, and a member sees only their organization', async () => {
    const boston = SAMPLE_IDS.organizations.boston;
    expect((await dashboard(jwt.reader, period, boston)).statusCode).toBe(403);
    const bostonForm = ((await ctx.database.db.execute(sql`SELECT id FROM forms WHERE organization_id = ${boston}::uuid LIMIT 1`)) as unknown as { rows: { id: string }[] }).rows[0]!.id;
    const foreign = await dashboard(jwt.manager, `${period}&formId=${bostonForm}`);
    expect(foreign.statusCode).toBe(404);
    // Boston's figures for March 2019 hold none of Laval's stored submissions.
    expect((await figures(jwt.manager, period)).submissions).toBeGreaterThan(0);
    const bostonReply = (await dashboard(jwt.manager, period, boston)).json<DashboardReply>();
    expect(bostonReply.submissions).toBe(0);
    expect(bostonReply.money).toEqual({ collected: 0, refunded: 0, disputeLost: 0, net: 0 });
  });

  test('bad periods answer 400 with a message', async () => {
    for (const query of ['from=2019-03-31&to=2019-03-01', 'from=2019-02-30&to=2019-03-01', 'from=2019-03-01', 'from=2015-01-01&to=2019-01-01', 'from=2019-03-01&to=2019-03-02&timeZone=Mars/Olympus', 'from=2019-03-01&to=2019-03-02&formId=nope']) {
      const response = await dashboard(jwt.manager, query);
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
    }
    expect((await ctx.call({ url: `/api/organizations/${LAVAL}/dashboard?from=2019-03-01&to=2019-03-02` })).statusCode).toBe(401);
  });

  test('days are counted in the asked time zone', async () => {
    const formId = await insertPaidForm(ctx);
    // 02:00 UTC on 2019-05-02 is still 2019-05-01 in Toronto.
    await storedSubmission(formId, '2019-05-02T02:00:00Z', null);
    const utc = await figures(jwt.manager, `from=2019-05-01&to=2019-05-01&formId=${formId}`);
    const toronto = await figures(jwt.manager, `from=2019-05-01&to=2019-05-01&formId=${formId}&timeZone=America/Toronto`);
    expect([utc.submissions, toronto.submissions]).toEqual([0, 1]);
  });
});
