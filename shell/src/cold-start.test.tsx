import type { PagePreloadContext } from '@front-office/shared/platform';
import { queryClient, readStoredJwt, setRuntimeConfig, storedOrganizationId, useSessionStore, withPreload } from '@front-office/shared/platform';
import { coldStart } from './cold-start';
import type { RemotePagesLoader } from './features/remotes/remote-loader-context';
import { loadedRemotePage } from './features/remotes/remote-page-cache';
import { ALL_RIGHTS, BOSTON, LAVAL, TEST_CONFIG, USER, jsonResponse, stubFetch } from './test/render-app';

/** A stored session with Laval chosen, as a reload finds it: nothing restored in memory yet. */
function storeSessionWithLaval() {
  queryClient.clear();
  localStorage.clear();
  const session = useSessionStore.getState();
  session.signOut();
  session.signIn(USER);
  session.selectOrganization(LAVAL, ALL_RIGHTS);
  useSessionStore.setState({ currentOrganization: null, rights: [], organizations: [], status: 'unknown' });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('cold start of a deep link (issue 13 §5: what does not depend on each other starts at once)', () => {
  beforeEach(() => setRuntimeConfig(TEST_CONFIG));

  it('starts the token check, the organization, its rights and the page with its data together, then restores the organization', async () => {
    storeSessionWithLaval();
    const token = deferred<Response>();
    const started: string[] = [];
    stubFetch(({ url }) => {
      started.push(url.pathname);
      if (url.pathname === '/api/login/token') return token.promise;
      if (url.pathname === '/api/organizations') return jsonResponse([LAVAL, BOSTON]);
      if (url.pathname === `/api/security/organizations/${LAVAL.id}`) return jsonResponse(ALL_RIGHTS);
      return undefined;
    });
    const preloads: PagePreloadContext[] = [];
    const FormsList = withPreload(() => null, (context) => {
      preloads.push(context);
      return Promise.resolve();
    });
    const loader: RemotePagesLoader = jest.fn(() => Promise.resolve({ FormsList }));

    const done = coldStart(loader, { pathname: '/registrations', search: '?page=2' });
    await flush();

    // The token has not answered yet, and everything else has already started.
    expect(started).toEqual(expect.arrayContaining(['/api/login/token', '/api/organizations', `/api/security/organizations/${LAVAL.id}`]));
    expect(loader).toHaveBeenCalledWith('forms');
    expect(preloads).toHaveLength(1);
    expect(preloads[0]?.organizationId).toBe(LAVAL.id);
    expect(preloads[0]?.searchParams.get('page')).toBe('2');
    expect(useSessionStore.getState().currentOrganization).toBeNull();

    token.resolve(jsonResponse(USER));
    await done;

    const session = useSessionStore.getState();
    expect(session.status).toBe('signed-in');
    expect(session.currentOrganization).toEqual(LAVAL);
    expect(session.rights).toEqual(ALL_RIGHTS);
    expect(session.organizations.map((organization) => organization.name)).toEqual([BOSTON.name, LAVAL.name]);
    // The route renders the page at once: its code is here.
    expect(loadedRemotePage(loader, 'forms', 'FormsList')).toBe(FormsList);
  });

  it('a refused token ends the session silently, though the calls started beside it were refused too', async () => {
    storeSessionWithLaval();
    stubFetch(() => jsonResponse({ statusCode: 401, error: 'Unauthorized', message: 'expired' }, 401));
    const loader: RemotePagesLoader = () => Promise.resolve({ FormsList: () => null });

    await coldStart(loader, { pathname: '/registrations', search: '' });

    const session = useSessionStore.getState();
    expect(session.status).toBe('signed-out');
    expect(session.signOutReason).toBeNull();
    expect(readStoredJwt()).toBeNull();
    expect(storedOrganizationId()).toBeNull();
  });

  it('a remote that is down does not hold the start back, and is not kept as loaded', async () => {
    storeSessionWithLaval();
    stubFetch(({ url }) => {
      if (url.pathname === '/api/login/token') return jsonResponse(USER);
      if (url.pathname === '/api/organizations') return jsonResponse([LAVAL, BOSTON]);
      if (url.pathname === `/api/security/organizations/${LAVAL.id}`) return jsonResponse(ALL_RIGHTS);
      return undefined;
    });
    const loader: RemotePagesLoader = () => Promise.reject(new Error('manifest unreachable'));

    await coldStart(loader, { pathname: '/registrations', search: '' });

    expect(useSessionStore.getState().currentOrganization).toEqual(LAVAL);
    expect(loadedRemotePage(loader, 'forms', 'FormsList')).toBeUndefined();
  });

  it('without a stored session calls nothing', async () => {
    queryClient.clear();
    localStorage.clear();
    useSessionStore.getState().signOut();
    const fetchMock = stubFetch(() => undefined);
    const loader = jest.fn<ReturnType<RemotePagesLoader>, Parameters<RemotePagesLoader>>();

    await coldStart(loader, { pathname: '/registrations', search: '' });

    expect(fetchMock).not.toHaveBeenCalled();
    expect(loader).not.toHaveBeenCalled();
    expect(useSessionStore.getState().status).toBe('signed-out');
  });
});
