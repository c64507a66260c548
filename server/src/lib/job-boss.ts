import PgBoss from 'pg-boss';

export interface JobBossOptions {
  /** Runs pg-boss's SQL: one PGlite connection or the pool, so there is no second connection to configure. */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  /** pg-boss's own schema; default `pgboss` (the installment and mail queues share it). */
  schema?: string;
  /** Run cron schedules; tests turn it off and call the sweeps themselves. Default true. */
  schedule?: boolean;
  /** How often pg-boss's maintenance (which fails expired jobs) runs; default pg-boss's 120 s. */
  maintenanceIntervalSeconds?: number;
  onError?: (error: unknown) => void;
}

/** A pg-boss instance in our own database, as every job queue of the API runs it. */
export function createJobBoss(options: JobBossOptions): PgBoss {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => options.executeSql(text, values) },
    schema: options.schema ?? 'pgboss',
    schedule: options.schedule ?? true,
    supervise: true,
    migrate: true,
    ...(options.maintenanceIntervalSeconds ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds } : {}),
  });
  boss.on('error', (error) => options.onError?.(error));
  return boss;
}
