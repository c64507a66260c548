import PgBoss from 'pg-boss';
import type { AppDb, Database } from '../../db/client';
import { deliverMail, pendingMailIds } from './outbox';
import type { MailTransport } from './transport';

export const DELIVER_QUEUE = 'mail-deliver';
export const MAIL_SWEEP_QUEUE = 'mail-sweep';
/** Every minute the sweep enqueues pending messages whose wake-up was lost (a crash after the commit). */
export const MAIL_SWEEP_CRON = '* * * * *';
/** A message waiting this long without a job is taken by the sweep. */
const SWEEP_AFTER_MS = 30_000;
/** Retries of one delivery, backing off from 10 s (10, 20, 40 … about 10 minutes in all). */
export const DELIVERY_RETRIES = 6;
/**
 * A delivery job still active after this long is failed by pg-boss's maintenance and retried: the
 * job of a process that died mid-send (the `stately` policy lets no other job of that message run
 * meanwhile). Above the SMTP adapter's longest wait (transport.ts).
 */
export const DELIVERY_EXPIRE_SECONDS = 60;

export interface MailQueue {
  start(): Promise<void>;
  /** A delivery job for each id, worked at once by this process's worker. */
  enqueue(ids: readonly string[]): Promise<void>;
  /** Enqueues the pending messages recorded before `olderThan`; answers how many. */
  sweep(olderThan?: Date): Promise<number>;
  stop(): Promise<void>;
}

export interface MailQueueOptions {
  database: Database;
  db: AppDb;
  transport: MailTransport;
  from: string;
  /** pg-boss's own schema; default `pgboss` (shared with the installment queue). */
  schema?: string;
  pollingIntervalSeconds?: number;
  /** Retries of one delivery; default DELIVERY_RETRIES. */
  retryLimit?: number;
  /** First retry delay in seconds; default 10. */
  retryDelaySeconds?: number;
  /** Run the cron sweep (tests call sweep()). Default true. */
  schedule?: boolean;
  /** Seconds before a job left active (its process died) is failed and retried; default DELIVERY_EXPIRE_SECONDS. */
  expireInSeconds?: number;
  /** How often pg-boss's maintenance (which fails expired jobs) runs; default pg-boss's 120 s. */
  maintenanceIntervalSeconds?: number;
  /** Jobs fetched at once by the worker; default 10. */
  batchSize?: number;
  onError?: (error: unknown) => void;
}

/**
 * The outbox's deliveries (server/README.md "E-mail"): one pg-boss job per message, in the `stately`
 * policy keyed by the message id, so a message has at most one job waiting and one running however
 * often it is enqueued (the wake-up after the commit, the sweep). A job only names the message; the
 * conditional mark in deliverMail makes two workers, or a replay, send it once.
 */
export function createMailQueue(options: MailQueueOptions): MailQueue {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => options.database.executeSql(text, values) },
    schema: options.schema ?? 'pgboss',
    schedule: options.schedule ?? true,
    supervise: true,
    migrate: true,
    ...(options.maintenanceIntervalSeconds ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds } : {}),
  });
  boss.on('error', (error) => options.onError?.(error));
  const retryLimit = options.retryLimit ?? DELIVERY_RETRIES;
  let workerId: string | null = null;
  const enqueue = async (ids: readonly string[]) => {
    for (const mailId of ids) {
      await boss.send(DELIVER_QUEUE, { mailId }, {
        singletonKey: mailId,
        retryLimit,
        retryDelay: options.retryDelaySeconds ?? 10,
        retryBackoff: true,
        expireInSeconds: options.expireInSeconds ?? DELIVERY_EXPIRE_SECONDS,
      });
    }
    if (workerId && ids.length > 0) boss.notifyWorker(workerId);
  };
  const sweep = async (olderThan = new Date(Date.now() - SWEEP_AFTER_MS)) => {
    const ids = await pendingMailIds(options.db, olderThan);
    await enqueue(ids);
    return ids.length;
  };
  return {
    async start() {
      await boss.start();
      await boss.createQueue(DELIVER_QUEUE, { name: DELIVER_QUEUE, policy: 'stately' });
      await boss.createQueue(MAIL_SWEEP_QUEUE);
      const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
      workerId = await boss.work<{ mailId: string }>(DELIVER_QUEUE, { ...polling, batchSize: options.batchSize ?? 10, includeMetadata: true }, async (jobs) => {
        // One failed message fails its own job only: the others of the batch are completed.
        const failures = await Promise.allSettled(
          jobs.map(async (job) => {
            try {
              await deliverMail(options.db, options.transport, options.from, job.data.mailId, { lastAttempt: job.retryCount >= retryLimit });
            } catch (error) {
              await boss.fail(DELIVER_QUEUE, job.id, { message: error instanceof Error ? error.message : String(error) });
            }
          }),
        );
        for (const failure of failures) if (failure.status === 'rejected') options.onError?.(failure.reason);
      });
      await boss.work(MAIL_SWEEP_QUEUE, polling, async () => {
        await sweep();
      });
      if (options.schedule ?? true) await boss.schedule(MAIL_SWEEP_QUEUE, MAIL_SWEEP_CRON);
      // Messages left pending by a process that stopped (or was killed) are taken at once.
      await sweep(new Date());
    },
    enqueue,
    sweep,
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      options.transport.close();
    },
  };
}
