// Test helpers every remote's jest tests share: the platform around a page, the test config, a
// signed-in user, and the network boundary. Imported by relative path (build/jest is test
// infrastructure, not a workspace).
import { act, cleanup, configure, render, screen } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { MemoryRouter } from '@front-office/shared/router';
import type { LoginResponse, Organization, PermissionEntry } from '@front-office/shared/core';
import { PlatformProviders, i18n, queryClient, setRuntimeConfig, useSessionStore } from '@front-office/shared/platform';
import type { RuntimeConfig, StandaloneRoute } from '@front-office/shared/platform';
import { SAMPLE_CONFIG } from './sample-config';

export const TEST_API_BASE_URL = 'http://api.test';

/** The sample config.json of docs/integration.md, pointed at the stubbed API. */
export const TEST_CONFIG: RuntimeConfig = {
  ...SAMPLE_CONFIG,
  environment: 'test',
  apiBaseUrl: TEST_API_BASE_URL,
  providers: {
    stripeAuthorizeUrl: `${TEST_API_BASE_URL}/sample-provider/stripe/authorize`,
    sportspayCaUrl: `${TEST_API_BASE_URL}/sample-provider/sportspay-ca`,
    sportspayUsUrl: `${TEST_API_BASE_URL}/sample-provider/sportspay-us`,
  },
};

export function setTestConfig(): void {
  setRuntimeConfig(TEST_CONFIG);
}

export const SIGNED_IN_USER: LoginResponse = {
  jwt: 'header.payload.signature',
  id: 'u1',
  firstName: 'Ada',
  name: 'Lovelace',
  culture: 'en',
  email: 'ada@frontoffice.test',
  isAdmin: false,
  avatar: null,
};

export const BOSTON: Organization = { id: 'o1', name: 'Boston Rowing Association', currency: 'usd', avatar: null };
export const LAVAL: Organization = { id: 'o2', name: 'Club Aquatique Laval', currency: 'cad', avatar: null };

/** Signs Ada in, and selects `organization` with `rights` when one is given. */
export function signInTestUser(organization?: Organization, rights: PermissionEntry[] = []): void {
  useSessionStore.getState().signIn(SIGNED_IN_USER);
  if (organization) useSessionStore.getState().selectOrganization(organization, rights);
}

/**
 * The hooks of a remote's page tests: test config and English before all, and after each test
 * no session and an empty query cache. `asyncUtilTimeout`: the monorepo's suites share one
 * machine, and under load query round trips exceed Testing Library's 1 s default.
 */
export function setUpRemoteTests({ asyncUtilTimeout = 4000 }: { asyncUtilTimeout?: number } = {}): void {
  configure({ asyncUtilTimeout });
  beforeAll(async () => {
    setTestConfig();
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    // Unmount first: inside a describe this hook runs before Testing Library's own cleanup, and
    // signing out under a mounted tree re-renders it outside act().
    cleanup();
    useSessionStore.getState().signOut();
    queryClient.clear();
  });
}

/** Switches the platform's language inside act(): the mounted tree re-renders with it before the test goes on. */
export async function changeLanguage(language: string): Promise<void> {
  await act(async () => {
    await i18n.changeLanguage(language);
  });
}

/** Renders `ui` as a remote's page is rendered standalone: inside the platform providers and a router at `path`. */
export function renderWithPlatform(ui: ReactElement, path = '/'): RenderResult {
  return render(
    <PlatformProviders>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </PlatformProviders>,
  );
}

export type StubAnswer = { status: number; body?: unknown } | 'pending';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string, with its `?`, or ''. */
  search: string;
  headers: Headers;
  body: BodyInit | null | undefined;
}

/**
 * The network boundary of the tests: answers by "METHOD /path" (or "/path" for any method; the
 * query string does not take part), 404 for anything else, and records every request.
 */
export function stubApi(answers: Record<string, StubAnswer>): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = (init.method ?? 'GET').toUpperCase();
    requests.push({ method, path: url.pathname, search: url.search, headers: new Headers(init.headers), body: init.body });
    const answer = answers[`${method} ${url.pathname}`] ?? answers[url.pathname] ?? { status: 404 };
    if (answer === 'pending') return new Promise<Response>(() => {});
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    // jsdom has no Response; the API client only reads these members.
    return Promise.resolve({ ok: answer.status < 300, status: answer.status, headers: new Headers(), text: async () => text } as unknown as Response);
  });
  return requests;
}

/** A PNG header is enough: the browser side only checks the declared type. */
export const pngFile = (name = 'logo.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

/** A route's path with every `:param` filled with `id-1`. */
export const concretePath = (path: string) => path.replace(/:\w+/g, 'id-1');

/** The behaviour every remote's standalone host shares (StandaloneHost wired with the remote's routes and texts). */
export function describeStandaloneHost(Standalone: ComponentType, routes: readonly StandaloneRoute[]): void {
  const firstPath = concretePath(routes[0]?.path ?? '/');

  describe('the standalone host', () => {
    setUpRemoteTests();

    it('without a stored session, says so and links to the shell’s sign-in page', () => {
      const requests = stubApi({});
      renderWithPlatform(<Standalone />, firstPath);

      expect(screen.getByText(/No session is stored for this address/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Open the shell' })).toHaveAttribute('href', expect.stringMatching(/\/login$/));
      expect(requests).toEqual([]);
    });

    it('with a stored session, renders the area page on its real path', async () => {
      stubApi({});
      signInTestUser();
      renderWithPlatform(<Standalone />, firstPath);

      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByText(/No session is stored/)).not.toBeInTheDocument();
    });
  });
}
