import { can } from './permissions';
import { ROUTES } from './route-paths';
import type { PermissionArea, PermissionEntry } from './types/organization';

/**
 * The pages an organization can open on, in the menu's order (spec 000 §2): the forms list
 * first, then the areas whose list needs no form id. A user who reads none of them lands on the
 * dashboard, which every signed-in user may open.
 */
export const LANDING_PATHS: readonly { area: PermissionArea; path: string }[] = [
  { area: 'FORM', path: ROUTES.forms },
  { area: 'REPORT', path: ROUTES.reports },
  { area: 'PAYMENT_ACCOUNTS', path: ROUTES.paymentAccounts },
  { area: 'ORGANIZATION', path: ROUTES.organization },
];

export const FALLBACK_LANDING_PATH = ROUTES.dashboard;

/**
 * Where choosing or switching to an organization leads (issue 13 §3): the forms list when its
 * rights allow FORM read (spec 000 §4), else the first page they allow, never back to the
 * organization chooser in a loop.
 */
export function landingPath(rights: PermissionEntry[] | undefined): string {
  return LANDING_PATHS.find(({ area }) => can(rights, area, 'read'))?.path ?? FALLBACK_LANDING_PATH;
}
