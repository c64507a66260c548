// The part of error reporting that only a page with `errorReportingUrl` downloads: Sentry's browser
// SDK and the scrubbing (error-reporting.ts imports this file lazily, as its own chunk).
import { BrowserClient, Scope, dedupeIntegration, defaultStackParser, linkedErrorsIntegration, makeFetchTransport } from '@sentry/browser';
import type { BrowserOptions } from '@sentry/browser';
import { ERROR_REPORT_DATA_COLLECTION, scrubErrorReport } from '@front-office/shared/core';

export type SendErrorReport = (error: unknown, tags: Record<string, string>) => void;

/**
 * A client of our own, not Sentry.init: no global instrumentation (console, fetch, DOM
 * breadcrumbs), nothing collected beyond the error and the tags given.
 */
export function createErrorReportSender(dsn: string, environment: string, transport: BrowserOptions['transport'] | undefined): SendErrorReport {
  const client = new BrowserClient({
    dsn,
    environment,
    transport: transport ?? makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [dedupeIntegration(), linkedErrorsIntegration()],
    dataCollection: ERROR_REPORT_DATA_COLLECTION,
    beforeSend: (event) => scrubErrorReport(event),
  });
  client.init();
  const base = new Scope();
  base.setClient(client);
  return (error, tags) => {
    const scope = base.clone();
    scope.setTags(tags);
    scope.captureException(error);
  };
}
