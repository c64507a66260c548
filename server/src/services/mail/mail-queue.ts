import type { AppDb, Database } from '../../db/client';
import { createJobBoss, workInBatches } from '../../lib/job-boss';
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

/**
 * Jobs the worker fetches and delivers at once: sent concurrently over the SMTP adapter's pooled
 * connections (transport.ts), and fetched again at once while batches come full.
 */
export const DELIVERY_BATCH_SIZE = 25;

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
  /** Jobs fetched at once by the worker; default DELIVERY_BATCH_SIZE. */
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
  const boss = createJobBoss({
    executeSql: (text, values) => options.database.executeSql(text, values),
    schema: options.schema,
    schedule: options.schedule,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
    onError: options.onError,
  });
  const retryLimit = options.retryLimit ?? DELIVERY_RETRIES;
  const batchSize = options.batchSize ?? DELIVERY_BATCH_SIZE;
  let workerId: string | null = null;
  const jobOptions = {
    retryLimit,
    retryDelay: options.retryDelaySeconds ?? 10,
    retryBackoff: true,
    expireInSeconds: options.expireInSeconds ?? DELIVERY_EXPIRE_SECONDS,
  };
  const enqueue = async (ids: readonly string[]) => {
    if (ids.length === 0) return;
    // One INSERT for all of them (a submission's messages, a sweep of hundreds); the queue's
    // stately policy applies as for send(): an id with a job already waiting gets no second one.
    await boss.insert([...new Set(ids)].map((mailId) => ({ name: DELIVER_QUEUE, data: { mailId }, singletonKey: mailId, ...jobOptions })));
    if (workerId) boss.notifyWorker(workerId);
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
      workerId = await workInBatches<{ mailId: string }>(
        boss,
        DELIVER_QUEUE,
        { batchSize, pollingIntervalSeconds: polling.pollingIntervalSeconds },
        (job) => deliverMail(options.db, options.transport, options.from, job.data.mailId, { lastAttempt: job.retryCount >= retryLimit }),
        options.onError,
      );
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
