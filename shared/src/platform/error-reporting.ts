// The browser's error reports (spec 001 §8 "other errors go to an error-reporting routine"; issue
// 24 §9): uncaught errors, failed remote loads and 5xx answers go to the address config.json names
// (`errorReportingUrl`, a Sentry or GlitchTip DSN). Without it nothing is installed and the SDK is
// never downloaded; with it the SDK and the scrubbing (error-report-client.ts) are a chunk of their
// own, fetched after the page started, so the login page's first download does not grow.
import type { BrowserOptions } from '@sentry/browser';
import { urlWithoutQuery } from '@front-office/shared/core';
import type { SendErrorReport } from './error-report-client';
import type { RuntimeConfig } from './runtime-config';
import { useSessionStore } from './session-store';

export type ErrorReportTags = Record<string, string | undefined>;

export interface ErrorReportingOptions {
  /** The route pattern of a path (the shell's route table), so reports group by page; the path itself otherwise. */
  routeOf?: (pathname: string) => string | undefined;
  /** Replaces the SDK's fetch transport (tests read the envelopes it would send). */
  transport?: BrowserOptions['transport'];
}

let sender: Promise<SendErrorReport> | null = null;
let routeOf: ErrorReportingOptions['routeOf'];
// An error reported where it happened (a 5xx, a remote load) may reach an error boundary or the
// window's handlers next: one report each.
const reported = new WeakSet<object>();

async function loadSender(dsn: string, environment: string, transport: ErrorReportingOptions['transport']): Promise<SendErrorReport> {
  const { createErrorReportSender } = await import(/* webpackChunkName: "error-reporting" */ './error-report-client');
  return createErrorReportSender(dsn, environment, transport);
}

function isReported(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (reported.has(error)) return true;
  reported.add(error);
  return false;
}

/**
 * Reports an error with the current route and organization (and the given tags, e.g. a 5xx's
 * request id). Does nothing when error reporting is off or this error was already reported.
 */
export function reportError(error: unknown, tags: ErrorReportTags = {}): void {
  if (!sender || isReported(error)) return;
  const pathname = window.location.pathname;
  const context: Record<string, string> = { route: routeOf?.(pathname) ?? urlWithoutQuery(pathname) };
  const organizationId = useSessionStore.getState().currentOrganization?.id;
  if (organizationId) context.organization_id = organizationId;
  for (const [name, value] of Object.entries(tags)) if (value !== undefined) context[name] = value;
  void sender.then(
    (send) => send(error, context),
    // The SDK chunk could not be downloaded: there is nowhere left to report to.
    () => undefined,
  );
}

/**
 * Starts error reporting when config.json names an address: the window's uncaught errors and
 * unhandled rejections are reported from then on, and the SDK is downloaded. Once per page.
 */
export function startErrorReporting(config: Pick<RuntimeConfig, 'errorReportingUrl' | 'environment'>, options: ErrorReportingOptions = {}): void {
  const dsn = config.errorReportingUrl?.trim();
  if (!dsn || sender) return;
  routeOf = options.routeOf;
  sender = loadSender(dsn, config.environment, options.transport);
  window.addEventListener('error', (event) => reportError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason));
}
