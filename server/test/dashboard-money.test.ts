/** @jest-environment ./test/pglite-environment.ts */
// The money kept beside each submission (migration 0023: payment_charged, payment_refunded,
// payment_dispute_lost, payment_status), which the dashboard sums: shared/core storedPaymentMoney
// of its payment whatever the payment's shape, following the writes that change a payment, and
// filled by the migration for the rows stored before it.
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { CANONICAL_PAYMENT_STATUSES, PAYMENT_STATUSES, paymentStatusSpellings, storedPaymentMoney } from '@front-office/shared/core';
import { migrate } from '../src/db/migrate';
import { SAMPLE_IDS } from '../src/db/sample-data';
import { paymentAccounts, paymentInstallments, submissions } from '../src/db/schema';
import type { ProviderEvent } from '../src/services/payments/provider-event';
import { applyProviderEvent } from '../src/services/payments/provider-events';
import { createSimulatedRefundProvider } from '../src/services/payments/refund-provider';
import { ACCOUNTS, bearer, buildTestApp, signIn } from './helper';
import type { TestContext } from './helper';
import { expectBalancedBooks } from './ledger';
import { LAVAL, LAVAL_STRIPE_ACCOUNT, insertPaidForm, payWithCard, submit } from './payments-support';

const refundProvider = createSimulatedRefundProvider();
let ctx: TestContext;
let manager = '';
let connected = '';

beforeAll(async () => {
  ctx = await buildTestApp({ submissionRateLimit: false, refundProvider });
  manager = await signIn(ctx, ACCOUNTS.manager);
  const [account] = await ctx.database.db.select().from(paymentAccounts).where(eq(paymentAccounts.id, LAVAL_STRIPE_ACCOUNT));
  connected = account!.stripeUserId;
});
afterAll(() => ctx.close());

interface Kept {
  id: string;
  payment: unknown;
  charged: number;
  refunded: number;
  disputeLost: number;
  status: string | null;
}

/** The submissions' stored payment and the money kept beside it. */
async function keptOf(ids: readonly string[]): Promise<Kept[]> {
  const rows = await ctx.database.db
    .select({
      id: submissions.id,
      payment: submissions.payment,
      charged: sql<string>`payment_charged::text`,
      refunded: sql<string>`payment_refunded::text`,
      disputeLost: sql<string>`payment_dispute_lost::text`,
      status: sql<string | null>`payment_status`,
    })
    .from(submissions)
    .where(inArray(submissions.id, [...ids]));
  return rows.map((row) => ({ ...row, charged: Number(row.charged), refunded: Number(row.refunded), disputeLost: Number(row.disputeLost) }));
}

/** What shared/core says the payment moved (nothing without a payment), in the columns' terms. */
function expected(payment: unknown) {
  const money = storedPaymentMoney(payment, null);
  const status = (payment as { status?: unknown } | null)?.status;
  return {
    charged: money?.charged ?? 0,
    refunded: money?.refunded ?? 0,
    disputeLost: money?.disputeLost ?? 0,
    status: status === undefined || status === null ? null : String(status).trim().toLowerCase(),
  };
}

const expectKeptAsShared = (rows: readonly Kept[]) => {
  for (const row of rows) expect({ payment: row.payment, charged: row.charged, refunded: row.refunded, disputeLost: row.disputeLost, status: row.status }).toEqual({ payment: row.payment, ...expected(row.payment) });
};

/** Every spelling shared/core knows of a payment status (the SQL function lists those that took money). */
const SPELLINGS = [...new Set([...PAYMENT_STATUSES, ...CANONICAL_PAYMENT_STATUSES.flatMap((status) => paymentStatusSpellings(status))])];
const STATUSES: unknown[] = [...SPELLINGS, ' Succeeded ', ' Pending_Refund ', 'Success', '', 'paid', 5, null];
const AMOUNTS: unknown[] = [15000, '4000', ' 12.5 ', 33.5, -2.5, 2.5, '-0.5', 'twelve', '', null, '1e3', '1E+2', '.5', '5.', '+7', '\t80\n', true, {}, [], '1e400', '-1e5000', 1e21, 0.49999, 7000];
const DISPUTES: unknown[] = [undefined, { amount: 3000, outcome: 'lost' }, { amount: '2500', outcome: 'won' }, { amount: -40, outcome: 'lost' }, { amount: 'x', outcome: 'lost' }, { amount: 100, outcome: null }, { amount: 100, outcome: 5 }, [{ amount: 100, outcome: 'lost' }], 'lost'];

/** Payment documents of every shape the database may hold (hand-written, imported, older), from a fixed seed. */
function paymentShapes(count: number): unknown[] {
  let seed = 7;
  const pick = <T>(list: readonly T[]): T => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return list[seed % list.length]!;
  };
  const line = (): unknown => {
    const shape = pick([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    if (shape === 0) return pick(['not a line', null, 5, []]);
    const charge: Record<string, unknown> = { id: randomUUID(), status: pick(STATUSES), total: pick(AMOUNTS) };
    if (shape % 2 === 0) charge.refundedTotal = pick(AMOUNTS);
    const dispute = pick(DISPUTES);
    if (dispute !== undefined) charge.dispute = dispute;
    return charge;
  };
  // Each spelling once without charges and once as a charge, whatever the draws below pick.
  const spelled = SPELLINGS.flatMap((status) => [
    { status, total: 1000 },
    { status: 'succeeded', total: 3000, paymentDetails: [{ status, total: 1000, refundedTotal: 0 }, { status, total: 2000 }, { status: status.toUpperCase(), total: '500' }] },
  ]);
  return [...spelled, ...Array.from({ length: count }, (_, index) => {
    const status = pick(STATUSES);
    const total = pick(AMOUNTS);
    switch (index % 8) {
      case 0:
        return null;
      case 1:
        return { total };
      case 2:
        return { status, total, paymentDetails: [] };
      case 3:
        return { status, total };
      case 4:
        return { status, total, paymentDetails: { not: 'a list' } };
      default:
        return { status, total, paymentDetails: Array.from({ length: 1 + (index % 5) }, line) };
    }
  })];
}

async function storeShapes(formId: string, payments: readonly unknown[]): Promise<string[]> {
  const ids = payments.map(() => randomUUID());
  await ctx.database.db.insert(submissions).values(payments.map((payment, index) => ({ id: ids[index]!, formId, date: new Date(), fields: [], payment })));
  return ids;
}

describe('the money kept beside each submission is shared/core storedPaymentMoney of its payment', () => {
  test('on payments of every stored shape: text amounts, odd spellings, lines that are no charge, disputes, lists of up to 5 charges', async () => {
    // A Boston form: these hand-written documents are outside the books the ledger checks (Laval).
    const formId = await insertPaidForm(ctx, { organizationId: SAMPLE_IDS.organizations.boston });
    const payments = paymentShapes(400);
    const rows = await keptOf(await storeShapes(formId, payments));
    expect(rows).toHaveLength(payments.length);
    expectKeptAsShared(rows);
    // The shapes are not all zero: charges, refunds and lost disputes each count, also past two charges.
    const sum = (figure: 'charged' | 'refunded' | 'disputeLost') => rows.reduce((total, row) => total + row[figure], 0);
    expect([sum('charged') > 0, sum('refunded') > 0, sum('disputeLost') > 0]).toEqual([true, true, true]);
    const long = rows.filter((row) => ((row.payment as { paymentDetails?: unknown[] } | null)?.paymentDetails?.length ?? 0) >= 3);
    expect(long.filter((row) => row.charged !== 0 && row.refunded !== 0).length).toBeGreaterThan(0);
  });

  test('a refund, a dispute lost and a plan of three charges through the API: the columns follow each write, and the dashboard sums them', async () => {
    const formId = await insertPaidForm(ctx);
    const plan = (await submit(ctx, formId, { weeks: ['week-1'] }, { PaymentMode: 'plan-3' })).json<string>();
    const [planned] = await keptOf([plan]);
    expectKeptAsShared([planned!]);
    expect((planned!.payment as { paymentDetails: unknown[] }).paymentDetails).toHaveLength(3);

    // The first of three charges taken.
    expect((await payWithCard(ctx, formId, plan, '4242424242424242')).confirm.statusCode).toBe(200);
    const [paid] = await keptOf([plan]);
    expectKeptAsShared([paid!]);
    expect(paid!.charged).toBeGreaterThan(0);
    expect(paid!.charged).toBeLessThan(Number((paid!.payment as { total: number }).total));

    // Part of it refunded through the API.
    const payment = paid!.payment as { id: string; paymentDetails: { id: string }[] };
    const refund = await ctx.call({
      method: 'POST',
      url: `/api/organizations/${LAVAL}/payment/${payment.id}/refund/${payment.paymentDetails[0]!.id}`,
      headers: { ...bearer(manager), 'content-type': 'application/json' },
      payload: JSON.stringify({ amount: 1000 }),
    });
    expect(refund.statusCode).toBe(200);
    const [refunded] = await keptOf([plan]);
    expectKeptAsShared([refunded!]);
    expect([refunded!.charged, refunded!.refunded]).toEqual([paid!.charged, 1000]);

    // A payment in full, its charge disputed and lost (the provider's events write the stored payment).
    const full = (await submit(ctx, formId, { weeks: ['week-1'] })).json<string>();
    expect((await payWithCard(ctx, formId, full, '4242424242424242')).confirm.statusCode).toBe(200);
    const [charge] = await ctx.database.db.select().from(paymentInstallments).where(eq(paymentInstallments.submissionId, full));
    const dispute = { kind: 'dispute' as const, disputeId: `dp_${randomUUID().slice(0, 8)}`, paymentIntentId: charge!.paymentIntentId!, amount: charge!.amount, currency: 'cad', reason: 'fraudulent' };
    const event = (change: Record<string, unknown>, type: string) => ({ id: `evt_${randomUUID()}`, provider: 'stripe', type, account: connected, ...dispute, ...change }) as unknown as ProviderEvent;
    expect(await applyProviderEvent(ctx.database.db, event({ status: 'needs_response', closed: false, outcome: null }, 'charge.dispute.created'))).toBe('applied');
    const [open] = await keptOf([full]);
    expectKeptAsShared([open!]);
    expect(open!.disputeLost).toBe(0);
    expect(await applyProviderEvent(ctx.database.db, event({ status: 'lost', closed: true, outcome: 'lost' }, 'charge.dispute.closed'))).toBe('applied');
    const [lost] = await keptOf([full]);
    expectKeptAsShared([lost!]);
    expect(lost!.disputeLost).toBe(charge!.amount);

    // The dashboard's figures of the day are these columns' sums.
    const today = new Date().toISOString().slice(0, 10);
    const reply = (await ctx.call({ url: `/api/organizations/${LAVAL}/dashboard?from=${today}&to=${today}&formId=${formId}`, headers: bearer(manager) })).json<{
      money: { collected: number; refunded: number; disputeLost: number; net: number };
    }>();
    const collected = refunded!.charged + lost!.charged;
    expect(reply.money).toEqual({ collected, refunded: 1000, disputeLost: charge!.amount, net: collected - 1000 - charge!.amount });
    await expectBalancedBooks(ctx, { organizationIds: [LAVAL], refundProvider });
  });
});

describe('migration 0023 on a database that already holds submissions', () => {
  test('fills the money of every stored submission and the form of every installment; later writes keep them', async () => {
    // The database as it was before 0023 (the last test of this file: it leaves the schema as migrate() makes it).
    await ctx.database.executeSql(`
      DROP TRIGGER payment_installments_form ON payment_installments;
      DROP FUNCTION payment_installment_form();
      DROP INDEX payment_installments_planned;
      DROP INDEX payment_installments_changed;
      DROP INDEX submission_refunds_form_created;
      ALTER TABLE payment_installments DROP COLUMN form_id;
      DROP INDEX submissions_form_date_id;
      ALTER TABLE submissions DROP COLUMN payment_charged, DROP COLUMN payment_refunded, DROP COLUMN payment_dispute_lost, DROP COLUMN payment_status;
      DROP FUNCTION payment_money_cents(jsonb);
      DROP FUNCTION money_cents(jsonb);
      CREATE INDEX submissions_form_date_id ON submissions (form_id, date, id);
      DELETE FROM schema_migrations WHERE version = '0023_submission_money';
    `);
    const formId = await insertPaidForm(ctx, { organizationId: SAMPLE_IDS.organizations.boston });
    const line = (status: string, total: unknown, extra: Record<string, unknown> = {}) => ({ id: randomUUID(), status, total, ...extra });
    const payments = [
      ...paymentShapes(60),
      { status: 'succeeded', total: 30000, paymentDetails: [line('succeeded', 10000, { refundedTotal: 2500 }), line('succeeded', 10000, { dispute: { amount: 10000, outcome: 'lost' } }), line('READY', 10000)] },
    ];
    const ids = await storeShapes(formId, payments);
    const due = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    await ctx.database.db.insert(paymentInstallments).values({ id: randomUUID(), submissionId: ids.at(-1)!, position: 2, dueDate: due, amount: 10000, status: 'READY' });

    expect(await migrate(ctx.database)).toEqual(['0023_submission_money']);
    const rows = await keptOf(ids);
    expect(rows).toHaveLength(payments.length);
    expectKeptAsShared(rows);
    expect(rows.find((row) => row.id === ids.at(-1))).toMatchObject({ charged: 20000, refunded: 2500, disputeLost: 10000 });
    const forms = (await ctx.database.executeSql('SELECT DISTINCT form_id::text AS form_id FROM payment_installments WHERE submission_id = $1', [ids.at(-1)])).rows;
    expect(forms).toEqual([{ form_id: formId }]);
    const unfilled = (await ctx.database.executeSql('SELECT count(*)::int AS count FROM payment_installments WHERE form_id IS NULL', [])).rows;
    expect(unfilled).toEqual([{ count: 0 }]);

    // The dashboard reads them: the money of the day and the installment to come.
    const admin = await signIn(ctx, ACCOUNTS.admin);
    const today = new Date().toISOString().slice(0, 10);
    const reply = (await ctx.call({ url: `/api/organizations/${SAMPLE_IDS.organizations.boston}/dashboard?from=${today}&to=${today}&formId=${formId}`, headers: bearer(admin) })).json<{
      money: { collected: number; refunded: number; disputeLost: number };
      toCome: { total: number };
    }>();
    const sums = rows.reduce((total, row) => ({ collected: total.collected + row.charged, refunded: total.refunded + row.refunded, disputeLost: total.disputeLost + row.disputeLost }), { collected: 0, refunded: 0, disputeLost: 0 });
    expect(reply.money).toMatchObject(sums);
    expect(reply.toCome.total).toBe(10000);

    // A payment written after the migration is kept too.
    await ctx.database.db.update(submissions).set({ payment: { status: 'refunded', total: 4200, paymentDetails: [] } }).where(eq(submissions.id, ids[0]!));
    expect((await keptOf([ids[0]!]))[0]).toMatchObject({ charged: 4200, refunded: 4200, disputeLost: 0, status: 'refunded' });
  });
});
