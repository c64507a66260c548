// Test harness: the shell through its routes with a MemoryRouter; `fetch` is the network
// boundary and is stubbed, so no server runs. jsdom has no fetch/Response: a small stand-in
// answers with the few members the API client reads.
import { act, configure, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@front-office/shared/router';
import type { LoginResponse, Organization, PermissionArea, PermissionEntry } from '@front-office/shared/core';
import { PERMISSION_AREAS } from '@front-office/shared/core';
import { PlatformProviders, i18n, initI18n, queryClient, setRuntimeConfig, useSessionStore } from '@front-office/shared/platform';
import type { RuntimeConfig } from '@front-office/shared/platform';
import { App } from '../app';
import { documentNavigation } from '../features/auth/document-navigation';
import type { RemotePages, RemotePagesLoader } from '../features/remotes/remote-loader-context';
import { registerShellTexts } from '../i18n/register-shell-texts';
import { LoginApp } from '../login-app';
import { preloadSignedInFrame } from '../signed-in-frame-loader';

// Whole-shell renders with Fluent are slow under jsdom when every project runs in parallel, and a
// route's lazy page (its first import compiles the module) can outlast Testing Library's 1 s wait.
jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 4000 });

// Fluent's positioning (menus, tooltips) observes sizes; jsdom has no ResizeObserver.
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = NoopResizeObserver as unknown as typeof ResizeObserver;
}

/**
 * Full page loads the app asked for (the login page and the shell are separate documents,
 * issue 13 §5); jsdom cannot load a page, so they are only recorded.
 */
const pageLoads = jest.spyOn(documentNavigation, 'replace').mockImplementation(() => undefined);

/** Every URL a full page load was asked for since the last render, in order. */
export function pageLoadUrls(): string[] {
  return pageLoads.mock.calls.map(([url]) => url);
}

export const TEST_CONFIG: RuntimeConfig = {
  environment: 'test',
  apiBaseUrl: 'http://api.test',
  remotes: {
    authOrg: 'http://remotes.test/authOrg/mf-manifest.json',
    forms: 'http://remotes.test/forms/mf-manifest.json',
    designer: 'http://remotes.test/designer/mf-manifest.json',
    submissions: 'http://remotes.test/submissions/mf-manifest.json',
    reports: 'http://remotes.test/reports/mf-manifest.json',
    payments: 'http://remotes.test/payments/mf-manifest.json',
  },
  googleClientId: '',
  facebookAppId: '',
};

export const USER: LoginResponse = {
  jwt: 'jwt-of-marie',
  id: 'u1',
  firstName: 'Marie',
  name: 'Curie',
  culture: 'en',
  email: 'marie@club.test',
  isAdmin: false,
  avatar: null,
};

export const LAVAL: Organization = { id: 'org-laval', name: 'Club Aquatique Laval', currency: 'cad', avatar: 'avatars/laval/logo.png' };
export const BOSTON: Organization = { id: 'org-boston', name: 'Boston Rowing Association', currency: 'usd', avatar: null };

/** Rights with read (and every other flag) on the given areas only. */
export function rightsFor(areas: PermissionArea[]): PermissionEntry[] {
  return PERMISSION_AREAS.map((name) => {
    const isAllowed = areas.includes(name);
    return { name, read: isAllowed, write: isAllowed, update: isAllowed, delete: isAllowed };
  });
}

export const ALL_RIGHTS = rightsFor([...PERMISSION_AREAS]);

class StubResponse {
  readonly ok: boolean;
  readonly statusText = '';
  readonly headers: Headers;
  constructor(
    private readonly body: string,
    readonly status: number,
  ) {
    this.ok = status >= 200 && status < 300;
    this.headers = new Headers({ 'content-type': 'application/json' });
  }
  json(): Promise<unknown> {
    return Promise.resolve(JSON.parse(this.body) as unknown);
  }
  text(): Promise<string> {
    return Promise.resolve(this.body);
  }
  clone(): StubResponse {
    return new StubResponse(this.body, this.status);
  }
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new StubResponse(JSON.stringify(body), status) as unknown as Response;
}

export interface StubRequest {
  method: string;
  url: URL;
  headers: Headers;
}

export type FetchHandler = (request: StubRequest) => Response | Promise<Response> | undefined;

/** Replaces `fetch`; unhandled requests answer 404 so a missing stub shows up as a failure. */
export function stubFetch(handler: FetchHandler): jest.Mock {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const request = { method: (init?.method ?? 'GET').toUpperCase(), url, headers: new Headers(init?.headers) };
    return (await handler(request)) ?? jsonResponse({ statusCode: 404, error: 'Not Found', message: url.pathname }, 404);
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The common API answers of a signed-in user with two organizations. */
export function apiWith(rightsByOrganization: Record<string, PermissionEntry[]>, extra?: FetchHandler): FetchHandler {
  return (request) => {
    const fromExtra = extra?.(request);
    if (fromExtra) return fromExtra;
    const { pathname } = request.url;
    if (pathname === '/api/organizations') return jsonResponse([LAVAL, BOSTON]);
    const rightsMatch = /^\/api\/security\/organizations\/(.+)$/.exec(pathname);
    if (rightsMatch?.[1]) {
      const rights = rightsByOrganization[decodeURIComponent(rightsMatch[1])];
      return rights ? jsonResponse(rights) : jsonResponse({ statusCode: 403, error: 'Forbidden', message: 'no' }, 403);
    }
    if (pathname === '/api/authentication/signout') return jsonResponse({ ok: true });
    return undefined;
  };
}

export interface RenderOptions {
  path: string;
  isSignedIn?: boolean;
  organization?: { organization: Organization; rights: PermissionEntry[] };
  remoteLoader?: RemotePagesLoader;
  /** Keep only what survives a reload: the stored jwt, user and organization id. */
  isReload?: boolean;
  config?: Partial<RuntimeConfig>;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function currentPath(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/** Every remote page renders as a heading with its remote and page names. */
const namedPages: RemotePagesLoader = (remote) =>
  Promise.resolve(
    new Proxy<RemotePages>({}, {
      get: (_target, page) =>
        function NamedPage() {
          return <h1>{`${remote}.${String(page)}`}</h1>;
        },
    }),
  );

// What both documents (the shell, the login page) do at start, in English, with no page load yet.
async function startDocument(config: Partial<RuntimeConfig> | undefined): Promise<void> {
  setRuntimeConfig({ ...TEST_CONFIG, ...config });
  await initI18n();
  registerShellTexts();
  await act(() => i18n.changeLanguage('en'));
  localStorage.clear();
  pageLoads.mockClear();
}

/** Renders the shell at `path` with the given session, as the browser would after bootstrap. */
export async function renderApp({ path, isSignedIn = true, organization, remoteLoader = namedPages, isReload = false, config }: RenderOptions) {
  // The signed-in frame is its own chunk in the browser; here its module is ready at once.
  await preloadSignedInFrame();
  await startDocument(config);
  queryClient.clear();
  const session = useSessionStore.getState();
  session.signOut();
  if (isSignedIn) session.signIn(USER);
  if (organization) session.selectOrganization(organization.organization, organization.rights);
  if (isReload) useSessionStore.setState({ currentOrganization: null, rights: [], organizations: [] });
  return render(
    <PlatformProviders>
      <MemoryRouter initialEntries={[path]}>
        <App remoteLoader={remoteLoader} />
        <LocationProbe />
      </MemoryRouter>
    </PlatformProviders>,
  );
}

export interface RenderLoginOptions {
  config?: Partial<RuntimeConfig>;
  /** Why the previous session ended (the shell keeps it for the login page's document). */
  signOutReason?: 'expired';
}

/** Renders the login page's own document (login-entry.tsx) as the browser would after its start. */
export async function renderLogin({ config, signOutReason }: RenderLoginOptions = {}) {
  await startDocument(config);
  sessionStorage.clear();
  useSessionStore.getState().signOut(signOutReason ?? null);
  return render(<LoginApp />);
}
