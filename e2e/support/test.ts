import { test as base } from '@playwright/test';
import { startErrorReportCollector } from './error-reports';
import type { ErrorReportCollector } from './error-reports';
import { launchStack } from './stack';
import type { RunningStack } from './stack';

export { expect } from '@playwright/test';

interface WorkerFixtures {
  /** FO_JWT_TTL of this worker's API server (the server's default when unset). */
  jwtTtl: string | undefined;
  /** FO_API_DELAY_MS of this worker's API server (0 when unset; the sample server's is 500). */
  apiDelayMs: number | undefined;
  /** FO_MAIL_LIMIT_PER_ADDRESS of this worker's API server (the server's default when unset). */
  mailLimitPerAddress: number | undefined;
  /** true: a fake Sentry endpoint (`errorReports`) is config.json's errorReportingUrl. */
  errorReporting: boolean;
  /** The fake Sentry endpoint of this worker's stack; null without `errorReporting`. */
  errorReports: ErrorReportCollector | null;
  stack: RunningStack;
}

/**
 * Playwright's test with a real stack per worker: the specs can stop and start a remote,
 * which a stack started in globalSetup (another process) would not allow. A spec that sets
 * `test.use({ jwtTtl })` (or another option) gets a worker, and so a stack, of its own.
 *
 * The second fixture argument is named `provide`, not Playwright's usual `use`, so the React
 * hooks lint rule does not mistake it for React's `use`. `test.use({ errorReporting: true })` gives
 * the worker a fake Sentry endpoint named in its config.json.
 */
export const test = base.extend<object, WorkerFixtures>({
  jwtTtl: [undefined, { scope: 'worker', option: true }],
  apiDelayMs: [undefined, { scope: 'worker', option: true }],
  mailLimitPerAddress: [undefined, { scope: 'worker', option: true }],
  errorReporting: [false, { scope: 'worker', option: true }],
  errorReports: [
    async ({ errorReporting }, provide) => {
      if (!errorReporting) return provide(null);
      const collector = await startErrorReportCollector();
      await provide(collector);
      await collector.close();
    },
    { scope: 'worker' },
  ],
  stack: [
    async ({ jwtTtl, apiDelayMs, mailLimitPerAddress, errorReports }, provide, workerInfo) => {
      const env: Record<string, string> = jwtTtl ? { FO_JWT_TTL: jwtTtl } : {};
      if (apiDelayMs !== undefined) env.FO_API_DELAY_MS = String(apiDelayMs);
      if (mailLimitPerAddress !== undefined) env.FO_MAIL_LIMIT_PER_ADDRESS = String(mailLimitPerAddress);
      if (errorReports) env.FO_ERROR_REPORTING_URL = errorReports.dsn;
      const stack = await launchStack(workerInfo.parallelIndex, env);
      await provide(stack);
      await stack.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ stack }, provide) => {
    await provide(stack.urls.shell);
  },
});
