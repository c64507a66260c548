import { i18n, readStoredJwt, setRuntimeConfig, useSessionStore } from '@front-office/shared/platform';
import { TEST_CONFIG, USER, jsonResponse, stubFetch } from '../../../test/render-app';
import { revalidateStoredSession } from './validate-token';

describe('revalidateStoredSession (spec 000 §4 Sign-in: on start a stored jwt is re-validated)', () => {
  beforeEach(() => {
    setRuntimeConfig(TEST_CONFIG);
    localStorage.clear();
    useSessionStore.getState().signOut();
  });

  it('sets the user from the token call on success', async () => {
    useSessionStore.getState().signIn(USER);
    const fetchMock = stubFetch((request) =>
      request.url.pathname === '/api/login/token' && request.headers.get('Authorization') === `Bearer ${USER.jwt}`
        ? jsonResponse({ ...USER, jwt: undefined, firstName: 'Marie-Anne', culture: 'fr' })
        : undefined,
    );
    await revalidateStoredSession();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().user?.firstName).toBe('Marie-Anne');
    expect(useSessionStore.getState().status).toBe('signed-in');
    await i18n.changeLanguage('en');
  });

  it('clears the stored session silently when the token is refused', async () => {
    useSessionStore.getState().signIn(USER);
    stubFetch(() => jsonResponse({ statusCode: 401, error: 'Unauthorized', message: 'expired' }, 401));
    await expect(revalidateStoredSession()).resolves.toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
    expect(readStoredJwt()).toBeNull();
  });

  it('calls nothing without a stored jwt', async () => {
    const fetchMock = stubFetch(() => undefined);
    await revalidateStoredSession();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useSessionStore.getState().status).toBe('signed-out');
  });
});
