// The back office's error reports: shared's error reporting (`@front-office/shared/error-reporting`,
// issue 24 §9) with the session's current organization on every report.
import { reportError, reportServerFault, startErrorReporting as startReporting } from '@front-office/shared/error-reporting';
import type { ErrorReportingOptions } from '@front-office/shared/error-reporting';
import type { RuntimeConfig } from './runtime-config';
import { storedOrganizationId, useSessionStore } from './session-store';

export { reportError, reportServerFault };
export type { ErrorReportTags } from '@front-office/shared/error-reporting';

/** The organization a report is about: the one chosen, or during a reload's cold start (before the session is restored) the one stored. */
function reportedOrganizationId(): string | undefined {
  return useSessionStore.getState().currentOrganization?.id ?? storedOrganizationId() ?? undefined;
}

/**
 * Starts error reporting when config.json names an address (shared's `startErrorReporting`), each
 * report tagged with the organization of the moment.
 */
export function startErrorReporting(config: Pick<RuntimeConfig, 'errorReportingUrl' | 'environment'>, options: Omit<ErrorReportingOptions, 'tagsOf'> = {}): void {
  startReporting(config, { ...options, tagsOf: () => ({ organization_id: reportedOrganizationId() }) });
}
