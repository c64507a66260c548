/** @jest-environment ./test/pglite-environment.ts */
// Issue 20 §5: due installments are charged in parallel batches of bounded concurrency, one job per
// installment however often the sweep runs, each charged exactly once by one or two API instances
// (PGlite here, PostgreSQL with TEST_DATABASE_URL). §4: the job retries on the configured schedule.
import { eq, inArray, like } from 'drizzle-orm';
import { paymentInstallments, sampleProviderCharges, sampleProviderSetups, submissionPayments } from '../src/db/schema';
import { createCardProviders } from '../src/services/payments/card-providers';
import type { CardProviders } from '../src/services/payments/card-providers';
import { CHARGE_QUEUE, createInstallmentQueue } from '../src/services/payments/installment-queue';
import type { InstallmentQueue, InstallmentQueueOptions } from '../src/services/payments/installment-queue';
import { ACCOUNTS, bearer, buildTestApp, signIn } from './helper';
import type { TestContext } from './helper';
import { expectBalancedBooks } from './ledger';
import { LAVAL, insertPaidForm, payWithCard, providersChargingThrough, submit, waitFor } from './payments-support';

let ctx: TestContext;
let manager = '';
const queues: InstallmentQueue[] = [];
/** Opens the gates tests hold charges at, so no worker is left waiting when the queues stop. */
const gates: (() => void)[] = [];

beforeAll(async () => {
  ctx = await buildTestApp({ submissionRateLimit: false });
  manager = await signIn(ctx, ACCOUNTS.manager);
});
afterAll(async () => {
  for (const open of gates) open();
  await Promise.all(queues.map((queue) => queue.stop()));
  await ctx.close();
});

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** `count` registrations on the 3-installment plan, first charge paid; their second installment (returned) due on `dueDate`. */
async function planInstallments(count: number, dueDate = today()): Promise<string[]> {
  const formId = await insertPaidForm(ctx);
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const submissionId = (await submit(ctx, formId, { weeks: ['week-1'] }, { PaymentMode: 'plan-3' })).json<string>();
    expect((await payWithCard(ctx, formId, submissionId, '4242424242424242')).confirm.statusCode).toBe(200);
    const [second] = await ctx.database.db.select().from(paymentInstallments).where(eq(paymentInstallments.submissionId, submissionId)).orderBy(paymentInstallments.position).offset(1).limit(1);
    ids.push(second!.id);
  }
  await ctx.database.db.update(paymentInstallments).set({ dueDate }).where(inArray(paymentInstallments.id, ids));
  return ids;
}

/** Charges the provider made per installment (its idempotency keys name the installment). */
async function chargeCounts(ids: readonly string[]): Promise<number[]> {
  const charges = await ctx.database.db.select().from(sampleProviderCharges).where(like(sampleProviderCharges.idempotencyKey, 'installment:%'));
  return ids.map((id) => charges.filter((charge) => charge.idempotencyKey.startsWith(`installment:${id}:`)).length);
}

const statuses = async (ids: readonly string[]) => {
  const rows = await ctx.database.db.select().from(paymentInstallments).where(inArray(paymentInstallments.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)?.status);
};

/** The charge jobs pg-boss holds per installment, with their states. */
async function jobsOf(schema: string, ids: readonly string[]): Promise<string[][]> {
  const { rows } = await ctx.database.executeSql(`SELECT singleton_key, state FROM ${schema}.job WHERE name = $1`, [CHARGE_QUEUE]);
  return ids.map((id) => rows.filter((row) => row.singleton_key === id).map((row) => String(row.state)));
}

/** The simulated provider with a network's wait (`latencyMs`), an optional gate charges wait at, and installments it cannot reach. */
function providersWith(options: { latencyMs?: number; gate?: Promise<void>; unreachable?: Set<string>; inFlight?: { now: number; max: number } } = {}): CardProviders {
  return providersChargingThrough(ctx, async (provider, target, request) => {
    if (options.unreachable?.has(String(request.metadata.installmentId))) throw new Error('provider unreachable');
    const counter = options.inFlight;
    if (counter) counter.max = Math.max(counter.max, (counter.now += 1));
    try {
      await options.gate;
      if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
      return await provider.charge(target, request);
    } finally {
      if (counter) counter.now -= 1;
    }
  });
}

async function startQueue(options: Partial<InstallmentQueueOptions> & { schema: string }): Promise<InstallmentQueue> {
  const queue = createInstallmentQueue({
    database: ctx.database,
    db: ctx.database.db,
    providers: createCardProviders({ db: ctx.database.db, sampleMode: true }),
    schedule: false,
    ...options,
  });
  queues.push(queue);
  await queue.start();
  return queue;
}

function newGate(): { gate: Promise<void>; open: () => void } {
  let open = () => undefined as void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  gates.push(open);
  return { gate, open };
}

/** Staff cancel one installment (the submission page's "Cancel" on its line). */
async function cancelByStaff(installmentId: string): Promise<void> {
  const [row] = await ctx.database.db.select().from(paymentInstallments).where(eq(paymentInstallments.id, installmentId));
  const { rows } = await ctx.database.executeSql('SELECT form_id FROM submissions WHERE id = $1', [row!.submissionId]);
  const details = await ctx.call({ url: `/api/organizations/${LAVAL}/forms/${String(rows[0]!.form_id)}/submissions/${row!.submissionId}/details`, headers: bearer(manager) });
  expect(details.statusCode).toBe(200);
  const paymentId = details.json<{ submission: { payment: { id: string } } }>().submission.payment.id;
  const cancel = await ctx.call({
    method: 'POST',
    url: `/api/organizations/${LAVAL}/payment/${paymentId}/cancel/${installmentId}`,
    headers: { ...bearer(manager), 'content-type': 'application/json' },
    payload: '{}',
  });
  expect(cancel.statusCode).toBe(200);
}

const freshSchema = () => `pgboss_${Math.random().toString(36).slice(2, 8)}`;

test('one instance charges 24 due installments exactly once, 4 at a time, without waiting for the polling interval between batches', async () => {
  const ids = await planInstallments(24);
  const inFlight = { now: 0, max: 0 };
  // A 10 s polling interval: six batches waiting for it would take a minute.
  const queue = await startQueue({ schema: freshSchema(), providers: providersWith({ latencyMs: 50, inFlight }), concurrency: 4, pollingIntervalSeconds: 10 });
  const started = Date.now();
  expect(await queue.sweep()).toEqual({ due: 24, enqueued: 24 });
  await waitFor(async () => (await statuses(ids)).every((status) => status === 'succeeded'));
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(inFlight.max).toBe(4);
  expect(await chargeCounts(ids)).toEqual(ids.map(() => 1));
  // Nothing left: the next sweep sends nothing.
  expect(await queue.sweep()).toEqual({ due: 0, enqueued: 0 });
}, 120_000);

test('two instances on one database, sweeping at once, charge 24 due installments exactly once, one job each', async () => {
  const ids = await planInstallments(24);
  const schema = freshSchema();
  // One after the other: pg-boss creates its schema on the first start.
  const first = await startQueue({ schema, providers: providersWith({ latencyMs: 20 }), concurrency: 4, pollingIntervalSeconds: 0.5 });
  const second = await startQueue({ schema, providers: providersWith({ latencyMs: 20 }), concurrency: 4, pollingIntervalSeconds: 0.5 });
  const swept = await Promise.all([first.sweep(), second.sweep()]);
  // Each sweep wakes its own worker at once: on PostgreSQL the other sweep may find some already
  // claimed (no longer READY), so it sees fewer due. Each installment still gets one job (below).
  expect(Math.max(...swept.map((result) => result.due))).toBe(24);
  await waitFor(async () => (await statuses(ids)).every((status) => status === 'succeeded'));
  await waitFor(async () => (await jobsOf(schema, ids)).every((states) => states.every((state) => state === 'completed')));
  expect(await chargeCounts(ids)).toEqual(ids.map(() => 1));
  // Whatever the two sweeps raced to send, each installment had one job.
  expect(await jobsOf(schema, ids)).toEqual(ids.map(() => ['completed']));
}, 120_000);

test('a sweep slow to insert its jobs makes the other instance wait for it: the jobs it sends are the only ones, even once they run', async () => {
  // Two: the file's card payments stay within the confirmation route's 60 a minute.
  const ids = await planInstallments(2);
  const schema = freshSchema();
  const first = await startQueue({ schema, providers: providersWith({ latencyMs: 20 }), concurrency: 4, pollingIntervalSeconds: 0.5 });
  // The second instance's database holds its job INSERT until the gate opens, as a slow connection would.
  const { gate, open } = newGate();
  let reached = () => undefined as void;
  const insertReached = new Promise<void>((resolve) => (reached = resolve));
  const slowInsert = {
    ...ctx.database,
    async executeSql(text: string, values?: unknown[]) {
      if (text.includes(`INSERT INTO ${schema}.job`)) {
        reached();
        await gate;
      }
      return ctx.database.executeSql(text, values);
    },
  };
  const second = await startQueue({ schema, database: slowInsert, providers: providersWith({ latencyMs: 20 }), concurrency: 4, pollingIntervalSeconds: 0.5 });
  const slowSweep = second.sweep();
  await insertReached;
  const firstSweep = first.sweep();
  // Time for the first sweep to send and charge both before the second's INSERT lands, were it not made to wait.
  const charged = firstSweep.then(() => waitFor(async () => (await statuses(ids)).every((status) => status === 'succeeded')));
  await Promise.race([charged, new Promise((resolve) => setTimeout(resolve, 1_000))]);
  open();
  expect(await slowSweep).toEqual({ due: 2, enqueued: 2 });
  expect((await firstSweep).enqueued).toBe(0);
  await waitFor(async () => (await statuses(ids)).every((status) => status === 'succeeded'));
  await waitFor(async () => (await jobsOf(schema, ids)).every((states) => states.every((state) => state === 'completed')));
  expect(await chargeCounts(ids)).toEqual(ids.map(() => 1));
  expect(await jobsOf(schema, ids)).toEqual(ids.map(() => ['completed']));
}, 120_000);

test('a sweep while jobs wait, run or retry sends no second job; the waiting ones are charged once when the provider answers', async () => {
  const [unreachable, ...ids] = await planInstallments(5, inDays(10));
  const schema = freshSchema();
  const { gate, open } = newGate();
  const queue = await startQueue({ schema, providers: providersWith({ gate, unreachable: new Set([unreachable!]) }), concurrency: 2, pollingIntervalSeconds: 0.5 });

  // The provider cannot be reached for this one: its job fails and waits for pg-boss's retry (5 minutes on), the installment READY again.
  await ctx.database.db.update(paymentInstallments).set({ dueDate: today() }).where(eq(paymentInstallments.id, unreachable!));
  expect(await queue.sweep()).toEqual({ due: 1, enqueued: 1 });
  await waitFor(async () => (await jobsOf(schema, [unreachable!]))[0]![0] === 'retry');
  expect(await statuses([unreachable!])).toEqual(['READY']);

  // The four others fall due: two are being charged (held at the gate), two wait for the worker.
  await ctx.database.db.update(paymentInstallments).set({ dueDate: today() }).where(inArray(paymentInstallments.id, ids));
  expect(await queue.sweep()).toEqual({ due: 5, enqueued: 4 });
  await waitFor(async () => (await statuses(ids)).filter((status) => status === 'processing').length === 2);
  // Due (READY): the one retrying and the two waiting; each has its job already.
  expect(await queue.sweep()).toEqual({ due: 3, enqueued: 0 });
  expect(await queue.sweep()).toEqual({ due: 3, enqueued: 0 });
  expect((await jobsOf(schema, [unreachable!, ...ids])).map((states) => states.length)).toEqual([1, 1, 1, 1, 1]);

  open();
  await waitFor(async () => (await statuses(ids)).every((status) => status === 'succeeded'));
  expect(await chargeCounts([unreachable!, ...ids])).toEqual([0, 1, 1, 1, 1]);
  expect(await statuses([unreachable!])).toEqual(['READY']);
  // Staff cancel the one still waiting for its retry: nothing is due any more.
  await cancelByStaff(unreachable!);
  expect(await queue.sweep()).toEqual({ due: 0, enqueued: 0 });
}, 120_000);

test('a job whose installment is no longer due when it runs charges nothing: canceled by staff, or retried later', async () => {
  const ids = await planInstallments(3);
  const schema = freshSchema();
  const { gate, open } = newGate();
  // One at a time: the first charge waits at the gate while the other two jobs wait their turn.
  const queue = await startQueue({ schema, providers: providersWith({ gate }), concurrency: 1, pollingIntervalSeconds: 0.5 });
  expect(await queue.sweep()).toEqual({ due: 3, enqueued: 3 });
  await waitFor(async () => (await statuses(ids)).includes('processing'));
  const [first] = (await ctx.database.db.select().from(paymentInstallments).where(eq(paymentInstallments.status, 'processing'))).filter((row) => ids.includes(row.id));
  // Whichever the worker took first is the one held; the other two change while their jobs wait.
  const [toCancel, toPostpone] = ids.filter((id) => id !== first!.id) as [string, string];

  await cancelByStaff(toCancel);
  await ctx.database.db.update(paymentInstallments).set({ nextAttemptAt: new Date(Date.now() + 86_400_000) }).where(eq(paymentInstallments.id, toPostpone));

  open();
  await waitFor(async () => (await jobsOf(schema, ids)).every((states) => states.every((state) => state === 'completed')));
  expect(await statuses([first!.id, toCancel, toPostpone])).toEqual(['succeeded', 'canceled', 'READY']);
  expect(await chargeCounts([first!.id, toCancel, toPostpone])).toEqual([1, 0, 0]);
  expect(await queue.sweep()).toEqual({ due: 0, enqueued: 0 });
}, 120_000);

test('the job retries a declined installment on the configured schedule (FO_INSTALLMENT_RETRY_DAYS=2): once, two days later, then failed for good', async () => {
  const [id] = await planInstallments(1);
  const [installment] = await ctx.database.db.select().from(paymentInstallments).where(eq(paymentInstallments.id, id!));
  const [card] = await ctx.database.db.select().from(submissionPayments).where(eq(submissionPayments.submissionId, installment!.submissionId));
  // The card on file now refuses every charge (Stripe's 4000 0000 0000 0341).
  await ctx.database.db.update(sampleProviderSetups).set({ cardLast4: '0341' }).where(eq(sampleProviderSetups.paymentMethodId, card!.paymentMethodId!));
  const schema = freshSchema();
  const queue = await startQueue({ schema, retryDays: [2], pollingIntervalSeconds: 0.5 });

  const before = Date.now();
  expect(await queue.sweep()).toEqual({ due: 1, enqueued: 1 });
  await waitFor(async () => (await jobsOf(schema, [id!]))[0]!.every((state) => state === 'completed'));
  const [declined] = await ctx.database.db.select().from(paymentInstallments).where(eq(paymentInstallments.id, id!));
  expect(declined).toMatchObject({ status: 'READY', attempts: 1, errorCode: 'card_declined' });
  const days = (declined!.nextAttemptAt!.getTime() - before) / 86_400_000;
  expect(days).toBeGreaterThanOrEqual(2);
  expect(days).toBeLessThan(2.01);
  // Not due before then.
  expect(await queue.sweep()).toEqual({ due: 0, enqueued: 0 });

  // Two days later (the next attempt brought to now): declined again, and the schedule has no third attempt.
  await ctx.database.db.update(paymentInstallments).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(paymentInstallments.id, id!));
  expect(await queue.sweep()).toEqual({ due: 1, enqueued: 1 });
  await waitFor(async () => (await statuses([id!]))[0] === 'failed');
  const [failed] = await ctx.database.db.select().from(paymentInstallments).where(eq(paymentInstallments.id, id!));
  expect(failed).toMatchObject({ status: 'failed', attempts: 2, nextAttemptAt: null });
  expect(await chargeCounts([id!])).toEqual([2]);
}, 120_000);

describe('the money ledger check (issue 18) after the scenarios above', () => {
  test('the books balance: the provider, the database, the submission detail and the report agree', async () => {
    await expectBalancedBooks(ctx);
  });
});
