// The browser's error reports (spec 001 §8 "other errors go to an error-reporting routine"; issue
// 24 §9): uncaught errors, failed remote loads and 5xx answers go to the address config.json names
// (`errorReportingUrl`, a Sentry or GlitchTip DSN). Without it nothing is installed and the SDK is
// never downloaded. With it the SDK and the scrubbing (error-report-client.ts) are a chunk of their
// own, fetched once the page is idle (or only at the first error, `preload: false`) and at the
// latest at the first error, so no page's first render pays for it.
// Free of React and the platform: the back office (shared/platform wraps it with the session's
// organization) and mfe-forms' public entry both start it.
import type { BrowserOptions } from '@sentry/browser';
import { urlWithoutQuery } from '@front-office/shared/core';
import type { SendErrorReport } from './error-report-client';

export type ErrorReportTags = Record<string, string | undefined>;

export interface ErrorReportingConfig {
  errorReportingUrl?: string;
  environment: string;
}

export interface ErrorReportingOptions {
  /** The route pattern of a path (the page's route table), so reports group by page; the path itself otherwise. */
  routeOf?: (pathname: string) => string | undefined;
  /** Tags every report carries, read when it is sent (the organization the page is about). */
  tagsOf?: () => ErrorReportTags;
  /**
   * false: the SDK is downloaded at the first error only, never before (the public form, whose page
   * goes idle while its form loads). Default true: also once the page is idle, so a report still
   * leaves when the network that failed a remote load is gone.
   */
  preload?: boolean;
  /** Replaces the SDK's fetch transport (tests read the envelopes it would send). */
  transport?: BrowserOptions['transport'];
}

let loadSender: (() => Promise<SendErrorReport>) | null = null;
let sender: Promise<SendErrorReport> | null = null;
let pageOptions: ErrorReportingOptions = {};
// An error reported where it happened (a 5xx, a remote load) may reach an error boundary or the
// window's handlers next: one report each.
const reported = new WeakSet<object>();

function isReported(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (reported.has(error)) return true;
  reported.add(error);
  return false;
}

function senderOnce(): Promise<SendErrorReport> | null {
  if (!sender && loadSender) sender = loadSender();
  return sender;
}

/** Runs once the browser has nothing else to do (after the first render), or soon where it cannot tell. */
function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 5_000 });
  else setTimeout(run, 1_000);
}

/**
 * Reports an error with the current route, the page's tags (`tagsOf`) and the given ones (e.g. a
 * 5xx's request id). Does nothing when error reporting is off or this error was already reported.
 */
export function reportError(error: unknown, tags: ErrorReportTags = {}): void {
  if (!loadSender || isReported(error)) return;
  const pathname = window.location.pathname;
  const context: Record<string, string> = { route: pageOptions.routeOf?.(pathname) ?? urlWithoutQuery(pathname) };
  for (const [name, value] of Object.entries({ ...pageOptions.tagsOf?.(), ...tags })) if (value !== undefined) context[name] = value;
  void senderOnce()?.then(
    (send) => send(error, context),
    // The SDK chunk could not be downloaded: there is nowhere left to report to.
    () => undefined,
  );
}

/**
 * Reports a 5xx answer (`isReportedStatus` of core) as `error`, with the request id that finds the
 * server's side of it, the status and the API path without its query (sign-in calls and the
 * receipt carry credentials there).
 */
export function reportServerFault(error: unknown, answer: { status: number; requestId: string | null; path: string }): void {
  reportError(error, { request_id: answer.requestId ?? undefined, status: String(answer.status), api_path: urlWithoutQuery(answer.path) });
}

/**
 * Starts error reporting when config.json names an address: the window's uncaught errors and
 * unhandled rejections are reported from then on, and the SDK is downloaded once the page is idle
 * (unless `preload` is false) or at the first error before that. Once per page.
 */
export function startErrorReporting(config: ErrorReportingConfig, options: ErrorReportingOptions = {}): void {
  const dsn = config.errorReportingUrl?.trim();
  if (!dsn || loadSender) return;
  pageOptions = options;
  loadSender = async () => {
    const { createErrorReportSender } = await import(/* webpackChunkName: "error-reporting" */ './error-report-client');
    return createErrorReportSender(dsn, config.environment, options.transport);
  };
  window.addEventListener('error', (event) => reportError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason));
  if (options.preload !== false) whenIdle(() => void senderOnce()?.catch(() => undefined));
}
