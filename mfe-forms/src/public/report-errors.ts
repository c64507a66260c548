// The public entry's error reports (issue 24 §9): shared's error reporting, downloading the SDK
// only at the first error, so a visitor's page never carries it otherwise. Reports hold the route pattern and the form's organization; the answers typed, e-mails and
// names never reach a report (the SDK collects no request body, and shared/core's scrubbing runs last).
import { reportServerFault, startErrorReporting } from '@front-office/shared/error-reporting';
import type { ErrorReportingConfig } from '@front-office/shared/error-reporting';
import { reportServerFaultsWith } from '../features/public-form/api/fetch-public-api';
import type { PublicFormDetails } from '../features/public-form/api/get-public-form-details';
import { publicRoutePattern } from './match-public-route';

let organizationId: string | undefined;

/** Reports the page's uncaught errors and the renderer's 5xx answers when config.json names an address. */
export function startPublicErrorReporting(config: ErrorReportingConfig): void {
  // The page goes idle while the form's details load: preloading then would compete with them.
  startErrorReporting(config, { routeOf: publicRoutePattern, tagsOf: () => ({ organization_id: organizationId }), preload: false });
  reportServerFaultsWith(reportServerFault);
}

type LoadedForm = { status: 'ok'; details: PublicFormDetails } | { status: 'notFound' | 'error' };

/** Notes the organization of the form a loader answered: reports name it from then on. Returns the answer. */
export function noteFormOrganization<T extends LoadedForm>(result: T): T {
  const loaded: LoadedForm = result;
  if (loaded.status === 'ok') organizationId = loaded.details.organization.id;
  return result;
}
