import type { AppDb, Database } from '../../db/client';
import { createJobBoss, JOB_SCHEMA, workInBatches } from '../../lib/job-boss';
import type { CardProviders } from './card-providers';
import { chargeInstallment, dueInstallments, releaseStaleCharges } from './charge-installment';
import { todayUtc } from './submission-payment';
import { releaseExpiredHolds } from './payment-holds';
import type { RefundProviders } from './refund-provider';
import type { SettleReport } from './settle-payments';
import { settlePayments } from './settle-payments';
import { DEFAULT_INSTALLMENT_CONCURRENCY, DEFAULT_INSTALLMENT_RETRY_DAYS, DEFAULT_PAYMENT_HOLD_MINUTES } from '../../config';

export const CHARGE_QUEUE = 'installment-charge';
export const SWEEP_QUEUE = 'installment-sweep';
/** Every 15 minutes the sweep enqueues the installments that are due (server/README.md "Payments"). */
export const SWEEP_CRON = '*/15 * * * *';
export const HOLD_QUEUE = 'payment-hold-release';
/** Every minute the expired holds of card payments never completed are released (issue 18 §5). */
export const HOLD_CRON = '* * * * *';
export const SETTLE_QUEUE = 'payment-settle';
/** Every 5 minutes charges and refunds left in between are read from their provider (settle-payments.ts). */
export const SETTLE_CRON = '*/5 * * * *';
/**
 * A charge job still active after this long (its process died) is failed by pg-boss's maintenance
 * and retried. Far above a provider call's longest wait; the retry charges nothing while the
 * installment it had claimed stays `processing` (releaseStaleCharges gives it back after
 * STALE_CHARGE_MS, and the next sweep enqueues it again).
 */
export const CHARGE_EXPIRE_SECONDS = 15 * 60;
/** The lock sweeps take turns at (Database.withLock); any constant other than the migrations'. */
const SWEEP_LOCK = 7_260_418;
/** Retries of a charge job whose provider could not be reached, backing off from 5 minutes. */
const CHARGE_RETRIES = 3;
const CHARGE_RETRY_DELAY_SECONDS = 300;

export interface SweepResult {
  /** Installments due and ready to charge. */
  due: number;
  /** Jobs sent: the due installments without a job waiting, retrying or running. */
  enqueued: number;
}

export interface InstallmentQueue {
  start(): Promise<void>;
  /** Gives back stale charges, then enqueues one charge job per due installment that has none. */
  sweep(): Promise<SweepResult>;
  /** Releases the holds older than the hold time at `now`; answers how many were released. */
  releaseHolds(now?: Date): Promise<number>;
  /** Reads from their provider the charges and refunds left in between past the set time, and settles them. */
  settle(now?: Date): Promise<SettleReport>;
  stop(): Promise<void>;
}

export interface InstallmentQueueOptions {
  database: Database;
  db: AppDb;
  providers: CardProviders;
  /** pg-boss's own schema; default JOB_SCHEMA. */
  schema?: string;
  /** How often a worker polls for jobs when there is no work; default 5 s. */
  pollingIntervalSeconds?: number;
  /** Installments charged at once (FO_INSTALLMENT_CONCURRENCY); default DEFAULT_INSTALLMENT_CONCURRENCY. */
  concurrency?: number;
  /** Days between the job's attempts at a declined charge (FO_INSTALLMENT_RETRY_DAYS); default DEFAULT_INSTALLMENT_RETRY_DAYS. */
  retryDays?: readonly number[];
  /** How long a card payment not completed holds its claims (FO_PAYMENT_HOLD_MINUTES); default 30. */
  holdMinutes?: number;
  /** The refund providers the settling job asks about pending refunds; none: refunds are left to the webhooks. */
  refundProviders?: RefundProviders;
  /** Minutes before a charge or refund in between is read again (FO_SETTLE_AFTER_MINUTES); default 30. */
  settleAfterMinutes?: number;
  /** Seconds before a charge job left active is failed and retried; default CHARGE_EXPIRE_SECONDS. */
  expireInSeconds?: number;
  /** First retry delay of a failed charge job, in seconds; default 300. */
  retryDelaySeconds?: number;
  /** How often pg-boss's maintenance (which fails expired jobs) runs; default pg-boss's 120 s. */
  maintenanceIntervalSeconds?: number;
  /** Run the cron sweep and hold release (off in tests, which call sweep() and releaseHolds()). Default true. */
  schedule?: boolean;
  onError?: (error: unknown) => void;
}

/**
 * Later installments are charged on their dates by pg-boss jobs in the same database, on
 * PostgreSQL and on PGlite alike: pg-boss runs its SQL through our `executeSql` (one PGlite
 * connection, or the pool), so there is no second connection to configure.
 *
 * One job per installment: the charge queue has the `stately` policy keyed by the installment id
 * (at most one job of an installment waiting, one retrying and one running), and the sweep sends
 * none for an installment that already has a job in any of those states, so a backlog is never
 * enqueued twice however often the sweep runs; sweeps take turns at a lock, so two instances
 * sweeping at once cannot both find an installment without a job. The worker fetches
 * `concurrency` jobs at a time and charges them at once, fetching the next batch as soon as a full
 * one is done. A job only names an installment; the charge's claim (one conditional UPDATE) and
 * its idempotency key make two workers, or two API instances, charge it once. Declined charges are retried after `retryDays`,
 * then marked failed; a provider that cannot be reached makes the job fail and pg-boss retry it (3
 * times, backing off from 5 minutes). Every minute the same queue releases the expired holds of
 * card payments never completed (payment-holds.ts), and every 5 minutes the charges and refunds a
 * provider left in between past FO_SETTLE_AFTER_MINUTES are read again and settled (settle-payments.ts).
 */
export function createInstallmentQueue(options: InstallmentQueueOptions): InstallmentQueue {
  const schema = options.schema ?? JOB_SCHEMA;
  const boss = createJobBoss({
    executeSql: (text, values) => options.database.executeSql(text, values),
    schema,
    schedule: options.schedule,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
    onError: options.onError,
  });
  const concurrency = options.concurrency ?? DEFAULT_INSTALLMENT_CONCURRENCY;
  const retryDays = options.retryDays ?? DEFAULT_INSTALLMENT_RETRY_DAYS;
  const jobOptions = {
    retryLimit: CHARGE_RETRIES,
    retryDelay: options.retryDelaySeconds ?? CHARGE_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    expireInSeconds: options.expireInSeconds ?? CHARGE_EXPIRE_SECONDS,
  };
  let workerId: string | null = null;

  /** Installments with a charge job created, retrying or active. */
  const withJob = async (): Promise<Set<string>> => {
    const { rows } = await options.database.executeSql(`SELECT DISTINCT singleton_key FROM ${schema}.job WHERE name = $1 AND state < 'completed'`, [CHARGE_QUEUE]);
    return new Set(rows.map((row) => String(row.singleton_key)));
  };
  // Sweeps take turns, across API instances: a sweep that read the due installments and their jobs
  // before another's jobs were inserted, and inserted its own after those were claimed by a worker,
  // would send a second job (the stately policy only drops a second *waiting* one).
  const sweep = (): Promise<SweepResult> =>
    options.database.withLock(SWEEP_LOCK, async () => {
      await releaseStaleCharges(options.db);
      const due = await dueInstallments(options.db, todayUtc());
      const queued = await withJob();
      const fresh = due.filter((installmentId) => !queued.has(installmentId));
      // One INSERT for all, before the next sweep may read.
      if (fresh.length > 0) await boss.insert(fresh.map((installmentId) => ({ name: CHARGE_QUEUE, data: { installmentId }, singletonKey: installmentId, ...jobOptions })));
      if (fresh.length > 0 && workerId) boss.notifyWorker(workerId);
      return { due: due.length, enqueued: fresh.length };
    });
  const releaseHolds = (now?: Date) => releaseExpiredHolds(options.db, { holdMinutes: options.holdMinutes ?? DEFAULT_PAYMENT_HOLD_MINUTES, now });
  const settle = (now?: Date) =>
    settlePayments(
      options.db,
      { cards: options.providers, refunds: options.refundProviders ?? { forAccount: () => null } },
      { settleAfterMinutes: options.settleAfterMinutes, now, retryDays, onError: options.onError },
    );
  return {
    async start() {
      await boss.start();
      await boss.createQueue(CHARGE_QUEUE, { name: CHARGE_QUEUE, policy: 'stately' });
      // A database whose charge queue was created before it had a policy.
      await boss.updateQueue(CHARGE_QUEUE, { name: CHARGE_QUEUE, policy: 'stately' });
      await boss.createQueue(SWEEP_QUEUE);
      await boss.createQueue(HOLD_QUEUE);
      await boss.createQueue(SETTLE_QUEUE);
      const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 5 };
      workerId = await workInBatches<{ installmentId: string }>(
        boss,
        CHARGE_QUEUE,
        { batchSize: concurrency, ...polling },
        async (job) => {
          try {
            await chargeInstallment(options.db, options.providers, job.data.installmentId, { retryDays });
          } catch (error) {
            options.onError?.(error);
            throw error;
          }
        },
        options.onError,
      );
      await boss.work(SWEEP_QUEUE, polling, async () => {
        await sweep();
      });
      // Each hold is released in its own transaction under its submission's lock, so two API
      // instances running this job at once release each hold once.
      await boss.work(HOLD_QUEUE, polling, async () => {
        await releaseHolds();
      });
      // The fallback of the providers' webhooks: each change is conditional on the state it moves
      // from, so two instances settling at once settle each charge or refund once.
      await boss.work(SETTLE_QUEUE, polling, async () => {
        await settle();
      });
      if (options.schedule ?? true) {
        await boss.schedule(SWEEP_QUEUE, SWEEP_CRON);
        await boss.schedule(HOLD_QUEUE, HOLD_CRON);
        await boss.schedule(SETTLE_QUEUE, SETTLE_CRON);
      }
    },
    sweep,
    releaseHolds,
    settle,
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
