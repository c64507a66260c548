// The server's error reports (issue 24 §9): Sentry's Node SDK, which Sentry and a self-hosted
// GlitchTip both receive, loaded only when ERROR_REPORTING_DSN is set.
import { ERROR_REPORT_DATA_COLLECTION, scrubErrorReport } from '@front-office/shared/core';
import { errorForLog } from './log-safe';

export type ReportTags = Record<string, string | number | undefined>;

export interface ErrorReporter {
  /** Sends the error with its tags (route, organization, request id…), scrubbed of personal data. */
  report(error: unknown, tags?: ReportTags): void;
  /** Sends what is still queued (at most `timeoutMs`) and stops the client. */
  close(timeoutMs?: number): Promise<void>;
}

export interface ErrorReporterOptions {
  /** The project's DSN, as Sentry or GlitchTip shows it: `https://<key>@<host>/<project>`. */
  dsn: string;
  environment?: string;
}

/**
 * A failed database query as reported: its message masked like the log's (drizzle writes the
 * parameter values, names and e-mails of submitters, into its message), the SQL text with its
 * placeholders and the database's error code as context.
 */
function reportable(error: unknown): { error: unknown; database?: Record<string, unknown> } {
  if (!(error instanceof Error)) return { error };
  const logged = errorForLog(error);
  if (logged.message === error.message) return { error };
  const masked = new Error(String(logged.message));
  masked.name = error.name;
  masked.stack = `${error.name}: ${masked.message}\n${typeof logged.stack === 'string' ? logged.stack : ''}`;
  return { error: masked, database: { query: logged.query, code: logged.code, cause: logged.cause } };
}

export async function createErrorReporter(options: ErrorReporterOptions): Promise<ErrorReporter> {
  const sentry = await import('@sentry/node');
  // A client of our own rather than Sentry.init: no global handlers, no instrumentation of other
  // modules, no request data collected; each app (and each test app) has its own.
  const client = new sentry.NodeClient({
    dsn: options.dsn,
    enableRuntimeChannelInjection: false,
    environment: options.environment ?? 'production',
    transport: sentry.makeNodeTransport,
    stackParser: sentry.defaultStackParser,
    integrations: [sentry.dedupeIntegration()],
    dataCollection: ERROR_REPORT_DATA_COLLECTION,
    beforeSend: (event) => scrubErrorReport(event),
    beforeBreadcrumb: () => null,
  });
  client.init();
  const base = new sentry.Scope();
  base.setClient(client);
  return {
    report(error, tags = {}) {
      const scope = base.clone();
      const { error: sent, database } = reportable(error);
      for (const [name, value] of Object.entries(tags)) if (value !== undefined) scope.setTag(name, value);
      if (database) scope.setContext('database', database);
      scope.captureException(sent);
    },
    async close(timeoutMs = 2_000) {
      await client.close(timeoutMs);
    },
  };
}
