import type { AppDb, Database } from '../../db/client';
import { createJobBoss } from '../../lib/job-boss';
import type { CardProviders } from './card-providers';
import { chargeInstallment, dueInstallments, releaseStaleCharges } from './charge-installment';
import { todayUtc } from './submission-payment';
import { releaseExpiredHolds } from './payment-holds';
import { DEFAULT_PAYMENT_HOLD_MINUTES } from '../../config';

export const CHARGE_QUEUE = 'installment-charge';
export const SWEEP_QUEUE = 'installment-sweep';
/** Every 15 minutes the sweep enqueues the installments that are due (server/README.md "Payments"). */
export const SWEEP_CRON = '*/15 * * * *';
export const HOLD_QUEUE = 'payment-hold-release';
/** Every minute the expired holds of card payments never completed are released (issue 18 §5). */
export const HOLD_CRON = '* * * * *';

export interface InstallmentQueue {
  start(): Promise<void>;
  /** Enqueues one charge job per due installment; answers how many were due. */
  sweep(): Promise<number>;
  /** Releases the holds older than the hold time at `now`; answers how many were released. */
  releaseHolds(now?: Date): Promise<number>;
  stop(): Promise<void>;
}

export interface InstallmentQueueOptions {
  database: Database;
  db: AppDb;
  providers: CardProviders;
  /** pg-boss's own schema; default `pgboss`. */
  schema?: string;
  /** How often a worker polls for jobs; default 5 s. */
  pollingIntervalSeconds?: number;
  /** How long a card payment not completed holds its claims (FO_PAYMENT_HOLD_MINUTES); default 30. */
  holdMinutes?: number;
  /** Run the cron sweep and hold release (off in tests, which call sweep() and releaseHolds()). Default true. */
  schedule?: boolean;
  onError?: (error: unknown) => void;
}

/**
 * Later installments are charged on their dates by pg-boss jobs in the same database, on
 * PostgreSQL and on PGlite alike: pg-boss runs its SQL through our `executeSql` (one PGlite
 * connection, or the pool), so there is no second connection to configure. A job only names an
 * installment; the charge's claim (one conditional UPDATE) and its idempotency key make two
 * workers, or two API instances, charge it once. Failed charges are retried on the schedule of
 * INSTALLMENT_RETRY_DAYS, then marked failed; a provider that cannot be reached makes the job
 * fail and pg-boss retry it (3 times, backing off from 5 minutes). Every minute the same queue
 * releases the expired holds of card payments never completed (payment-holds.ts).
 */
export function createInstallmentQueue(options: InstallmentQueueOptions): InstallmentQueue {
  const boss = createJobBoss({
    executeSql: (text, values) => options.database.executeSql(text, values),
    schema: options.schema,
    schedule: options.schedule,
    onError: options.onError,
  });
  const sweep = async () => {
    await releaseStaleCharges(options.db);
    const due = await dueInstallments(options.db, todayUtc());
    for (const installmentId of due) {
      await boss.send(CHARGE_QUEUE, { installmentId }, { singletonKey: installmentId, retryLimit: 3, retryDelay: 300, retryBackoff: true });
    }
    return due.length;
  };
  const releaseHolds = (now?: Date) => releaseExpiredHolds(options.db, { holdMinutes: options.holdMinutes ?? DEFAULT_PAYMENT_HOLD_MINUTES, now });
  return {
    async start() {
      await boss.start();
      await boss.createQueue(CHARGE_QUEUE);
      await boss.createQueue(SWEEP_QUEUE);
      await boss.createQueue(HOLD_QUEUE);
      const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 5 };
      await boss.work<{ installmentId: string }>(CHARGE_QUEUE, polling, async (jobs) => {
        for (const job of jobs) await chargeInstallment(options.db, options.providers, job.data.installmentId);
      });
      await boss.work(SWEEP_QUEUE, polling, async () => {
        await sweep();
      });
      // Each hold is released in its own transaction under its submission's lock, so two API
      // instances running this job at once release each hold once.
      await boss.work(HOLD_QUEUE, polling, async () => {
        await releaseHolds();
      });
      if (options.schedule ?? true) {
        await boss.schedule(SWEEP_QUEUE, SWEEP_CRON);
        await boss.schedule(HOLD_QUEUE, HOLD_CRON);
      }
    },
    sweep,
    releaseHolds,
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
