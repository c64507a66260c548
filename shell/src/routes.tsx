import { Suspense, lazy, useEffect } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Navigate, Route, Routes, matchRoutes, useLocation } from '@front-office/shared/router';
import { ROUTES, landingPath } from '@front-office/shared/core';
import type { PermissionArea, PermissionFlag } from '@front-office/shared/core';
import { LoadingState, RequireAuth, RequireRight, i18n, useCurrentOrganization, useSessionStore } from '@front-office/shared/platform';
import type { RemoteName } from '@front-office/shared/platform';
import { documentNavigation } from './features/auth/document-navigation';
import { StartupLoading } from './features/layout/startup-loading';
import { NotFoundPage } from './features/pages/not-found-page';
import { ServerErrorPage } from './features/pages/server-error-page';
import { TitleOnlyPage } from './features/pages/title-only-page';
import { RemotePage } from './features/remotes/remote-page';
import { SignedInFrame } from './signed-in-frame-loader';

// The dashboard's table and cards are not on the sign-in → forms list path: download them on demand.
const DashboardPage = lazy(async () => ({ default: (await import('./features/pages/dashboard-page')).DashboardPage }));

/** The shell's route table: every route of shared/core's `ROUTES` (spec 000 §2), then the catch-all. */
export const SHELL_ROUTES = { ...ROUTES, notFound: '*' } as const;

export type RouteKey = keyof typeof SHELL_ROUTES;

export type RouteGuard =
  | { access: 'public' }
  | { access: 'login'; needsOrganization: boolean }
  | { access: 'right'; area: PermissionArea; flag: PermissionFlag; redirectTo: string };

export type RouteView = { remote: RemoteName; page: string } | { Page: ComponentType };

export interface RouteEntry {
  key: RouteKey;
  /** Key in the `shell` namespace: the document title and the page-view title. */
  titleKey: string;
  guard: RouteGuard;
  view: RouteView;
}

const PUBLIC: RouteGuard = { access: 'public' };
const LOGIN: RouteGuard = { access: 'login', needsOrganization: true };
const LOGIN_ANY_ORGANIZATION: RouteGuard = { access: 'login', needsOrganization: false };
// A read-right redirect without its own target goes to the home-type route.
const DEFAULT_REDIRECT = ROUTES.dashboard;

function right(area: PermissionArea, flag: PermissionFlag = 'read', redirectTo: string = DEFAULT_REDIRECT): RouteGuard {
  return { access: 'right', area, flag, redirectTo };
}

function titleOnly(titleKey: string): ComponentType {
  return function TitleOnly() {
    return <TitleOnlyPage titleKey={titleKey} />;
  };
}

// The shell was itself served for /login (a server that does not serve the login page's own
// document): it renders the same page, so the reload below cannot loop.
const OPENED_AT_LOGIN = typeof window !== 'undefined' && /^\/login\/?$/.test(window.location.pathname);
const InShellLoginPage = lazy(async () => ({ default: (await import('./features/auth/login/login-page')).LoginPage }));

// The login page is its own document, a plain bundle outside the federation host (issue 13 §5):
// the guards, the logout and a 401 reach it here, and it is loaded as a new page.
function Login() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!OPENED_AT_LOGIN) documentNavigation.replace(pathname + search);
  }, [pathname, search]);
  return OPENED_AT_LOGIN ? <InShellLoginPage /> : <StartupLoading />;
}

// The forms list when the organization's rights allow it (spec 000 §2), else the first page they
// allow (issue 13 §3): a user without FORM read is never sent back to the chooser in a loop.
function HomeRedirect() {
  const organization = useCurrentOrganization();
  const rights = useSessionStore((state) => state.rights);
  return <Navigate to={organization ? landingPath(rights) : ROUTES.organizationSelection} replace />;
}

export const ROUTE_TABLE: RouteEntry[] = [
  { key: 'login', titleKey: 'pages.login', guard: PUBLIC, view: { Page: Login } },
  { key: 'publicEmbed', titleKey: 'pages.publicForm', guard: PUBLIC, view: { remote: 'forms', page: 'PublicEmbed' } },
  { key: 'confirmation', titleKey: 'pages.confirmation', guard: PUBLIC, view: { remote: 'forms', page: 'Confirmation' } },
  { key: 'serverError', titleKey: 'pages.serverError', guard: PUBLIC, view: { Page: ServerErrorPage } },
  { key: 'home', titleKey: 'nav.home', guard: LOGIN_ANY_ORGANIZATION, view: { Page: HomeRedirect } },
  {
    key: 'organizationSelection',
    titleKey: 'pages.organizationSelection',
    guard: LOGIN_ANY_ORGANIZATION,
    view: { remote: 'authOrg', page: 'OrganizationSelection' },
  },
  { key: 'forms', titleKey: 'pages.forms', guard: right('FORM', 'read', ROUTES.organizationSelection), view: { remote: 'forms', page: 'FormsList' } },
  { key: 'submissions', titleKey: 'pages.submissions', guard: right('FORM_SUBMISSION'), view: { remote: 'submissions', page: 'SubmissionsList' } },
  { key: 'submission', titleKey: 'pages.submission', guard: right('FORM_SUBMISSION'), view: { remote: 'submissions', page: 'SubmissionDetail' } },
  { key: 'createForm', titleKey: 'pages.createForm', guard: right('FORM', 'write'), view: { remote: 'designer', page: 'CreateForm' } },
  { key: 'editForm', titleKey: 'pages.editForm', guard: right('FORM'), view: { remote: 'designer', page: 'EditForm' } },
  { key: 'preview', titleKey: 'pages.preview', guard: right('FORM'), view: { remote: 'forms', page: 'FormPreview' } },
  { key: 'draggable', titleKey: 'pages.registrations', guard: LOGIN, view: { Page: titleOnly('pages.registrations') } },
  { key: 'dashboard', titleKey: 'pages.dashboard', guard: LOGIN_ANY_ORGANIZATION, view: { Page: DashboardPage } },
  { key: 'reports', titleKey: 'pages.reports', guard: right('REPORT'), view: { remote: 'reports', page: 'ReportsHome' } },
  { key: 'savedReports', titleKey: 'pages.reports', guard: right('REPORT'), view: { remote: 'reports', page: 'SavedReports' } },
  { key: 'createReport', titleKey: 'pages.reportEditor', guard: right('REPORT'), view: { remote: 'reports', page: 'ReportEditor' } },
  { key: 'report', titleKey: 'pages.reportEditor', guard: right('REPORT'), view: { remote: 'reports', page: 'ReportEditor' } },
  {
    key: 'paymentAccounts',
    titleKey: 'pages.paymentAccounts',
    guard: right('PAYMENT_ACCOUNTS'),
    view: { remote: 'payments', page: 'PaymentAccounts' },
  },
  { key: 'organization', titleKey: 'pages.organization', guard: right('ORGANIZATION'), view: { remote: 'authOrg', page: 'OrganizationProfile' } },
  ...(
    [
      ['paymentOptions', 'pages.paymentOptions'],
      ['account', 'pages.account'],
      ['members', 'pages.members'],
      ['events', 'pages.events'],
      ['finances', 'pages.finances'],
      ['connectedSites', 'pages.connectedSites'],
      ['communication', 'pages.communication'],
    ] as const
  ).map(([key, titleKey]): RouteEntry => ({ key, titleKey, guard: LOGIN_ANY_ORGANIZATION, view: { Page: titleOnly(titleKey) } })),
  { key: 'notFound', titleKey: 'pages.notFound', guard: PUBLIC, view: { Page: NotFoundPage } },
];

const matchable = ROUTE_TABLE.map((entry) => ({ path: SHELL_ROUTES[entry.key], entry }));

/** The route-table entry that renders a path (the catch-all when nothing else does). */
export function routeEntryOf(pathname: string): RouteEntry | undefined {
  return routeMatchOf(pathname)?.entry;
}

/** The entry that renders a path with the path's parameters (`:formId`, …). */
export function routeMatchOf(pathname: string): { entry: RouteEntry; params: Record<string, string | undefined> } | undefined {
  const match = matchRoutes(matchable, pathname)?.[0];
  return match ? { entry: match.route.entry, params: { ...match.params } } : undefined;
}

/** The translated title of a path; stable, for the page-view tracking. */
export function routeTitleOf(pathname: string): string {
  const entry = routeEntryOf(pathname);
  const appName = i18n.t('topBar.logo', { ns: 'shell' });
  return entry ? `${i18n.t(entry.titleKey, { ns: 'shell' })} · ${appName}` : appName;
}

function Guarded({ guard, children }: { guard: RouteGuard; children: ReactNode }) {
  const organization = useCurrentOrganization();
  if (guard.access === 'public') return children;
  const needsOrganization = guard.access === 'right' || guard.needsOrganization;
  if (needsOrganization && !organization) return <Navigate to={ROUTES.organizationSelection} replace />;
  if (guard.access === 'login') return children;
  return (
    <RequireRight area={guard.area} flag={guard.flag} redirectTo={guard.redirectTo}>
      {children}
    </RequireRight>
  );
}

function elementOf(entry: RouteEntry) {
  const { view } = entry;
  const page =
    'remote' in view ? (
      <RemotePage key={entry.key} remote={view.remote} page={view.page} />
    ) : (
      <Suspense fallback={<LoadingState />}>
        <view.Page />
      </Suspense>
    );
  return <Guarded guard={entry.guard}>{page}</Guarded>;
}

function renderRoute(entry: RouteEntry) {
  return <Route key={entry.key} path={SHELL_ROUTES[entry.key]} element={elementOf(entry)} />;
}

/** Public pages render bare; the others inside the signed-in frame. */
export function AppRoutes() {
  return (
    <Routes>
      {ROUTE_TABLE.filter((entry) => entry.guard.access === 'public').map(renderRoute)}
      <Route
        element={
          <RequireAuth>
            <Suspense fallback={<StartupLoading />}>
              <SignedInFrame />
            </Suspense>
          </RequireAuth>
        }
      >
        {ROUTE_TABLE.filter((entry) => entry.guard.access !== 'public').map(renderRoute)}
      </Route>
    </Routes>
  );
}
