// The installment figures of docs/payments.md "Throughput"; the installments section of `npm run
// bench` (bench/sections/installments.mjs) runs this with
// `node --import tsx server/scripts/installment-bench.ts`, on a fresh in-memory PGlite or, with
// DATABASE_URL, a fresh schema of that PostgreSQL database. Sample mode: the simulated provider.
// Prints its figures as JSON:
// - one instance: FO_BENCH_INSTALLMENTS (1,000) registrations whose second installment is due
//   today, from the sweep to the last one charged, by one installment queue (FO_INSTALLMENT_CONCURRENCY);
// - PostgreSQL only: the same number again charged by two worker processes (this script with
//   `worker`), one killed with SIGKILL a third of the way; the other finishes. The charges the dead
//   one had claimed stay `processing` until releaseStaleCharges gives them back after
//   STALE_CHARGE_MS: the bench dates them that far back instead of waiting the hour.
// Each run counts the simulated provider's charges per installment (exactly one each) and the
// installments succeeded.
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { DEFAULT_INSTALLMENT_CONCURRENCY } from '../src/config';
import type { AppDb } from '../src/db/client';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { SAMPLE_IDS, SAMPLE_PAID_FORM_IDS } from '../src/db/sample-data';
import { paymentInstallments, submissionPayments, submissions } from '../src/db/schema';
import { seedSampleData } from '../src/db/seed';
import { createCardProviders } from '../src/services/payments/card-providers';
import { STALE_CHARGE_MS } from '../src/services/payments/charge-installment';
import { createInstallmentQueue } from '../src/services/payments/installment-queue';
import type { InstallmentQueueOptions } from '../src/services/payments/installment-queue';

const INSTALLMENTS = Number(process.env.FO_BENCH_INSTALLMENTS ?? 1000);
const CONCURRENCY = Number(process.env.FO_INSTALLMENT_CONCURRENCY ?? DEFAULT_INSTALLMENT_CONCURRENCY);
const LAVAL = SAMPLE_IDS.organizations.laval;
const FORM = SAMPLE_PAID_FORM_IDS.swimSeason;
/** The swim season's Stripe account (sample-payment-accounts.ts). */
const ACCOUNT = '70000000-0000-4000-8000-000000000001';
/** The kill run: jobs of the dead process expire after this long instead of 15 minutes, so the bench does not wait. */
const KILL_RUN_JOB_EXPIRE_SECONDS = 10;

const today = () => new Date().toISOString().slice(0, 10);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One registration on the swim season's 3-installment plan paid by card, as the page makes it. */
async function payOneRegistration(origin: string): Promise<string> {
  const form = new FormData();
  const answers = { 'first-name': 'Bench', 'last-name': 'Swimmer', group: 'juniors' };
  form.append('Content', JSON.stringify(Object.entries(answers).map(([id, value]) => ({ id, rowId: null, value: JSON.stringify({ value }) }))));
  form.append('CustomerEmail', 'bench-payer@example.com');
  form.append('cardHolderName', 'Bench Payer');
  form.append('PaymentMethod', 'credit_card');
  form.append('PaymentMode', 'plan-3');
  form.append('Culture', 'en');
  const submitted = await fetch(`${origin}/organizations/${LAVAL}/forms/${FORM}`, { method: 'POST', body: form });
  if (submitted.status !== 200) throw new Error(`submission answered ${submitted.status}: ${await submitted.text()}`);
  const submissionId = (await submitted.json()) as string;
  const secret = (await (await fetch(`${origin}/api/organizations/${LAVAL}/payment/${ACCOUNT}/clientsecret`)).json()) as { clientSecret: string; setupIntentId: string };
  const json = { 'content-type': 'application/json' };
  const card = { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' };
  const setup = await fetch(`${origin}/sample-provider/v1/setup_intents/confirm`, { method: 'POST', headers: json, body: JSON.stringify({ client_secret: secret.clientSecret, card }) });
  if (setup.status !== 200) throw new Error(`card setup answered ${setup.status}`);
  const confirm = await fetch(`${origin}/api/organizations/${LAVAL}/forms/${FORM}/submissions/${submissionId}/payment/confirm`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ setupIntentId: secret.setupIntentId }),
  });
  if (confirm.status !== 200) throw new Error(`payment confirm answered ${confirm.status}: ${await confirm.text()}`);
  return submissionId;
}

/**
 * `count` copies of the template registration (its first installment paid, its card on file), each
 * with its second installment due today: answers those installments' ids.
 */
async function cloneRegistrations(db: AppDb, templateId: string, count: number): Promise<string[]> {
  const [template] = await db.select().from(submissions).where(eq(submissions.id, templateId));
  const [card] = await db.select().from(submissionPayments).where(eq(submissionPayments.submissionId, templateId));
  const installments = await db.select().from(paymentInstallments).where(eq(paymentInstallments.submissionId, templateId)).orderBy(paymentInstallments.position);
  if (!template || !card || installments.length !== 3) throw new Error('the template registration is not a paid 3-installment plan');
  const due: string[] = [];
  const CHUNK = 200;
  for (let start = 0; start < count; start += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, count - start) }, () => {
      const id = randomUUID();
      const lines = installments.map((line) => ({ ...line, id: randomUUID(), submissionId: id, ...(line.position === 1 ? { dueDate: today() } : {}) }));
      due.push(lines[1]!.id);
      const payment = template.payment as { paymentDetails: { id: string }[] };
      return {
        submission: { ...template, id, payment: { ...payment, id: randomUUID(), paymentDetails: payment.paymentDetails.map((line, index) => ({ ...line, id: lines[index]!.id })) } },
        card: { ...card, submissionId: id },
        lines,
      };
    });
    await db.transaction(async (tx) => {
      await tx.insert(submissions).values(rows.map((row) => row.submission));
      await tx.insert(submissionPayments).values(rows.map((row) => row.card));
      await tx.insert(paymentInstallments).values(rows.flatMap((row) => row.lines));
    });
  }
  return due;
}

/** What the provider and the database hold for these installments. */
async function countCharges(db: AppDb, ids: readonly string[]) {
  const perInstallment = await db.execute<{ id: string; charges: number }>(sql`
    SELECT split_part(idempotency_key, ':', 2) AS id, count(*)::int AS charges
    FROM sample_provider_charges WHERE idempotency_key LIKE 'installment:%' GROUP BY 1`);
  const wanted = new Set(ids);
  const rows = (perInstallment as unknown as { rows: { id: string; charges: number }[] }).rows.filter((row) => wanted.has(row.id));
  const [succeeded] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(paymentInstallments)
    .where(and(inArray(paymentInstallments.id, [...ids]), eq(paymentInstallments.status, 'succeeded')));
  return {
    providerCharges: rows.reduce((sum, row) => sum + Number(row.charges), 0),
    installmentsCharged: rows.length,
    mostChargesOfOneInstallment: rows.reduce((most, row) => Math.max(most, Number(row.charges)), 0),
    installmentsSucceeded: Number(succeeded?.count ?? 0),
  };
}

async function succeededCount(db: AppDb, ids: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(paymentInstallments)
    .where(and(inArray(paymentInstallments.id, [...ids]), eq(paymentInstallments.status, 'succeeded')));
  return Number(row?.count ?? 0);
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await pause(100);
  }
}

interface Target {
  databaseUrl: string | undefined;
  /** PostgreSQL: the bench's own schema. */
  schema: string | undefined;
  jobSchema: string;
}

async function openTarget(target: Target) {
  return openDatabase(target.databaseUrl ? { databaseUrl: target.databaseUrl, searchPath: target.schema } : {});
}

/** The API on `database`: its mail service records each charge's receipt in the outbox as in production (nothing delivers them here). */
const apiOn = (database: Awaited<ReturnType<typeof openDatabase>>) =>
  buildApp({ db: database.db, jwtSecret: 'bench-installments', sampleMode: true, submissionRateLimit: false, logger: false, mail: { wake: () => undefined } });

const queueOptions = (database: Awaited<ReturnType<typeof openDatabase>>, target: Target, extra: Partial<InstallmentQueueOptions> = {}): InstallmentQueueOptions => ({
  database,
  db: database.db,
  providers: createCardProviders({ db: database.db, sampleMode: true }),
  schema: target.jobSchema,
  concurrency: CONCURRENCY,
  schedule: false,
  ...extra,
});

/** `worker` mode: one API instance's installment queue, swept when the parent asks. */
async function worker() {
  const target = JSON.parse(process.env.FO_BENCH_TARGET ?? '{}') as Target;
  const database = await openTarget(target);
  await apiOn(database);
  const queue = createInstallmentQueue(
    queueOptions(database, target, { pollingIntervalSeconds: 1, expireInSeconds: KILL_RUN_JOB_EXPIRE_SECONDS, maintenanceIntervalSeconds: 2, retryDelaySeconds: 1 }),
  );
  await queue.start();
  process.on('message', (message) => {
    if (message === 'sweep') void queue.sweep().then((result) => process.send?.({ swept: result }));
  });
  process.send?.('ready');
}

function startWorker(target: Target): Promise<ChildProcess> {
  const child = fork(process.argv[1]!, ['worker'], { execArgv: ['--import', 'tsx'], env: { ...process.env, FO_BENCH_TARGET: JSON.stringify(target) }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => (message === 'ready' ? resolve(child) : reject(new Error(`worker said ${String(message)}`))));
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });
}

const sweepIn = (child: ChildProcess) =>
  new Promise<unknown>((resolve) => {
    child.once('message', resolve);
    child.send('sweep');
  });

async function main() {
  if (process.argv[2] === 'worker') return worker();
  const databaseUrl = process.env.DATABASE_URL;
  const target: Target = { databaseUrl, schema: databaseUrl ? `bench_installments_${randomBytes(4).toString('hex')}` : undefined, jobSchema: `pgboss_bench_${randomBytes(4).toString('hex')}` };
  if (databaseUrl) {
    const admin = await openDatabase({ databaseUrl });
    await admin.executeSql(`CREATE SCHEMA ${target.schema}`, []);
    await admin.close();
  }
  const db = await openTarget(target);
  await migrate(db);
  await seedSampleData(db.db);
  const app = await apiOn(db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const workers: ChildProcess[] = [];
  try {
    const templateId = await payOneRegistration(origin);

    // One instance, the bench process itself.
    const ids = await cloneRegistrations(db.db, templateId, INSTALLMENTS);
    const queue = createInstallmentQueue(queueOptions(db, target));
    await queue.start();
    const started = performance.now();
    const swept = await queue.sweep();
    await waitUntil(async () => (await succeededCount(db.db, ids)) === ids.length, 15 * 60_000, 'the one-instance run');
    const seconds = (performance.now() - started) / 1000;
    await queue.stop();
    const one = { swept, seconds, chargesPerSecond: ids.length / seconds, ...(await countCharges(db.db, ids)) };

    // Two instances on PostgreSQL, one killed with SIGKILL a third of the way.
    let two = null;
    if (databaseUrl) {
      const killIds = await cloneRegistrations(db.db, templateId, INSTALLMENTS);
      const killTarget = { ...target, jobSchema: `${target.jobSchema}_kill` };
      workers.push(await startWorker(killTarget));
      workers.push(await startWorker(killTarget));
      const [doomed, survivor] = workers as [ChildProcess, ChildProcess];
      const killStarted = performance.now();
      await sweepIn(doomed);
      await waitUntil(async () => (await succeededCount(db.db, killIds)) >= Math.floor(killIds.length / 3), 15 * 60_000, 'a third charged');
      doomed.kill('SIGKILL');
      const succeededAtKill = await succeededCount(db.db, killIds);
      // The survivor takes the jobs left waiting, then (once pg-boss fails them as expired) those the dead one was running.
      const live = async () =>
        Number((await db.executeSql(`SELECT count(*)::int AS n FROM ${killTarget.jobSchema}.job WHERE name = 'installment-charge' AND state < 'completed'`, [])).rows[0]!.n);
      await waitUntil(async () => (await live()) === 0, 15 * 60_000, 'the survivor to run every job');
      const succeededBeforeRelease = await succeededCount(db.db, killIds);
      // The charges the dead process had claimed: as if STALE_CHARGE_MS had passed since.
      const stuck = await db.db
        .update(paymentInstallments)
        .set({ updatedAt: new Date(Date.now() - STALE_CHARGE_MS - 60_000) })
        .where(and(inArray(paymentInstallments.id, killIds), eq(paymentInstallments.status, 'processing'), isNull(paymentInstallments.paymentIntentId)))
        .returning({ id: paymentInstallments.id });
      const resweep = await sweepIn(survivor);
      await waitUntil(async () => (await succeededCount(db.db, killIds)) === killIds.length, 15 * 60_000, 'the survivor to finish');
      const killSeconds = (performance.now() - killStarted) / 1000;
      two = {
        seconds: killSeconds,
        jobExpireSeconds: KILL_RUN_JOB_EXPIRE_SECONDS,
        succeededAtKill,
        succeededBeforeRelease,
        leftProcessingByTheKill: stuck.length,
        resweep,
        ...(await countCharges(db.db, killIds)),
      };
    }
    process.stdout.write(`${JSON.stringify({ database: databaseUrl ? 'postgresql' : 'pglite', installments: INSTALLMENTS, concurrency: CONCURRENCY, one, two })}\n`);
  } finally {
    for (const child of workers) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await app.close();
    await db.close();
    if (databaseUrl) {
      const admin = await openDatabase({ databaseUrl });
      await admin.executeSql(`DROP SCHEMA ${target.schema} CASCADE`, []);
      for (const schema of [target.jobSchema, `${target.jobSchema}_kill`]) await admin.executeSql(`DROP SCHEMA IF EXISTS ${schema} CASCADE`, []);
      await admin.close();
    }
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
