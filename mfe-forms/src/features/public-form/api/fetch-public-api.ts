import { isReportedStatus } from '@front-office/shared/core';

/** What a host does with a 5xx answer: `reportServerFault` of `@front-office/shared/error-reporting` or of the platform. */
export type ServerFaultReporter = (error: Error, answer: { status: number; requestId: string | null; path: string }) => void;

// The renderer imports no reporter of its own: in the shell the platform's is the one started, in
// the public entry shared's error reporting is (issue 24 §9). Nothing is reported until a host sets one.
let reportServerFault: ServerFaultReporter = () => undefined;

/** Sets where the renderer's 5xx answers go; each host calls it once as it starts. */
export function reportServerFaultsWith(reporter: ServerFaultReporter): void {
  reportServerFault = reporter;
}

/**
 * `fetch` of an API path (from `/`, query included) on `apiBaseUrl`. A 5xx answer goes to the
 * host's reporter with its X-Request-Id before the caller reads it; the caller still decides
 * what the visitor sees. Rejects as fetch does (network failure, abort).
 */
export async function fetchPublicApi(apiBaseUrl: string, path: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(`${apiBaseUrl.replace(/\/+$/, '')}${path}`, init);
  if (isReportedStatus(response.status)) {
    reportServerFault(new Error(`The API answered ${response.status}`), { status: response.status, requestId: response.headers.get('X-Request-Id'), path });
  }
  return response;
}
