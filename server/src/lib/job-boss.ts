import PgBoss from 'pg-boss';

export interface JobBossOptions {
  /** Runs pg-boss's SQL: one PGlite connection or the pool, so there is no second connection to configure. */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  /** pg-boss's own schema; default JOB_SCHEMA (the installment and mail queues share it). */
  schema?: string;
  /** Run cron schedules; tests turn it off and call the sweeps themselves. Default true. */
  schedule?: boolean;
  /** How often pg-boss's maintenance (which fails expired jobs) runs; default pg-boss's 120 s. */
  maintenanceIntervalSeconds?: number;
  onError?: (error: unknown) => void;
}

/** pg-boss's schema in our database unless a queue is given another (tests give each their own). */
export const JOB_SCHEMA = 'pgboss';

/** A pg-boss instance in our own database, as every job queue of the API runs it. */
export function createJobBoss(options: JobBossOptions): PgBoss {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => options.executeSql(text, values) },
    schema: options.schema ?? JOB_SCHEMA,
    schedule: options.schedule ?? true,
    supervise: true,
    migrate: true,
    ...(options.maintenanceIntervalSeconds ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds } : {}),
  });
  boss.on('error', (error) => options.onError?.(error));
  return boss;
}

export interface BatchWorkOptions {
  /** Jobs fetched at once, and handled at once. */
  batchSize: number;
  pollingIntervalSeconds: number;
}

/**
 * Works `name`'s jobs in batches, each job of a batch handled concurrently and settled on its own:
 * one that throws fails its own job only (pg-boss retries it on its schedule), the others complete.
 * A full batch means more are waiting: the next is fetched at once rather than after the polling
 * interval, so a backlog drains at the handlers' pace. Answers the worker's id (for notifyWorker).
 */
export async function workInBatches<T extends object>(
  boss: PgBoss,
  name: string,
  options: BatchWorkOptions,
  handle: (job: PgBoss.JobWithMetadata<T>) => Promise<unknown>,
  onError?: (error: unknown) => void,
): Promise<string> {
  let workerId = '';
  workerId = await boss.work<T>(name, { ...options, includeMetadata: true }, async (jobs) => {
    await Promise.all(
      jobs.map(async (job) => {
        try {
          await handle(job);
        } catch (error) {
          await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) }).catch(onError);
        }
      }),
    );
    if (jobs.length === options.batchSize) boss.notifyWorker(workerId);
  });
  return workerId;
}
