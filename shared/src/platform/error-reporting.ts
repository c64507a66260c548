// The back office's error reports: shared's error reporting (`@front-office/shared/error-reporting`,
// issue 24 §9) with the session's current organization on every report.
import { reportError, reportServerFault, startErrorReporting as startReporting } from '@front-office/shared/error-reporting';
import type { ErrorReportingOptions } from '@front-office/shared/error-reporting';
import type { RuntimeConfig } from './runtime-config';
import { useSessionStore } from './session-store';

export { reportError, reportServerFault };
export type { ErrorReportTags } from '@front-office/shared/error-reporting';

/**
 * Starts error reporting when config.json names an address (shared's `startErrorReporting`), each
 * report tagged with the organization chosen at the time.
 */
export function startErrorReporting(config: Pick<RuntimeConfig, 'errorReportingUrl' | 'environment'>, options: Omit<ErrorReportingOptions, 'tagsOf'> = {}): void {
  startReporting(config, { ...options, tagsOf: () => ({ organization_id: useSessionStore.getState().currentOrganization?.id }) });
}
