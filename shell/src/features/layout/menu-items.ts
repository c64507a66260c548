import { ROUTES, SETTINGS_PATH, can } from '@front-office/shared/core';
import type { PermissionArea, PermissionEntry } from '@front-office/shared/core';

export interface MenuEntry {
  id: string;
  /** Key in the `shell` namespace. */
  labelKey: string;
  path: string;
  /** The area whose read right shows the entry; none means any signed-in user sees it. */
  area?: PermissionArea;
  isHidden?: boolean;
  children?: MenuEntry[];
}

/** Spec 000 §2 "App shell" menu; the extra targets of the route table follow Settings. */
export const MENU: MenuEntry[] = [
  { id: 'home', labelKey: 'nav.home', path: ROUTES.home },
  { id: 'dashboard', labelKey: 'nav.dashboard', path: ROUTES.dashboard },
  { id: 'forms', labelKey: 'nav.forms', path: ROUTES.forms, area: 'FORM' },
  { id: 'reports', labelKey: 'nav.reports', path: ROUTES.reports, area: 'REPORT' },
  {
    id: 'settings',
    labelKey: 'nav.settings',
    path: SETTINGS_PATH,
    children: [
      { id: 'payment', labelKey: 'nav.payment', path: ROUTES.paymentAccounts, area: 'PAYMENT_ACCOUNTS' },
      { id: 'organization', labelKey: 'nav.organization', path: ROUTES.organization, area: 'ORGANIZATION' },
    ],
  },
  { id: 'account', labelKey: 'nav.account', path: ROUTES.account },
  { id: 'members', labelKey: 'nav.members', path: ROUTES.members },
  { id: 'events', labelKey: 'nav.events', path: ROUTES.events },
  { id: 'finances', labelKey: 'nav.finances', path: ROUTES.finances },
  { id: 'connected-sites', labelKey: 'nav.connectedSites', path: ROUTES.connectedSites },
  { id: 'communication', labelKey: 'nav.communication', path: ROUTES.communication, isHidden: true },
];

/** Only entries whose area allows read; a group without a visible child disappears. */
export function visibleMenuEntries(entries: MenuEntry[], rights: PermissionEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => {
    if (entry.isHidden) return [];
    if (entry.area && !can(rights, entry.area, 'read')) return [];
    if (!entry.children) return [entry];
    const children = visibleMenuEntries(entry.children, rights);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

/** Home is active only on `/`; any other entry also for the pages below it. */
export function isActivePath(entryPath: string, pathname: string): boolean {
  if (entryPath === ROUTES.home) return pathname === ROUTES.home;
  return pathname === entryPath || pathname.startsWith(`${entryPath}/`);
}
