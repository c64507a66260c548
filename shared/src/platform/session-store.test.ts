import { act, renderHook } from '@testing-library/react';
import { STORAGE_KEYS } from './storage';
import { readStoredJwt, storedOrganizationId, useCan, useSessionStore } from './session-store';
import type * as SessionStoreModule from './session-store';
import { boston, formReadOnly, laval, loginResponse, montreal } from './test-utils/sample-session';

beforeEach(() => {
  useSessionStore.getState().signOut();
  localStorage.clear();
  sessionStorage.clear();
});

describe('session store', () => {
  it('spec 000 §3: signing in stores the user under fo.session and the jwt apart under fo.jwt as { jwt }', () => {
    useSessionStore.getState().signIn(loginResponse);

    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.jwt) ?? 'null')).toEqual({ jwt: loginResponse.jwt });
    const storedUser: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.session) ?? 'null');
    expect(storedUser).toEqual({ ...loginResponse, jwt: undefined });
    expect(storedUser).not.toHaveProperty('jwt');
    expect(readStoredJwt()).toBe(loginResponse.jwt);
  });

  it('spec 000 §3: the jwt is kept out of the user held in state', () => {
    useSessionStore.getState().signIn(loginResponse);
    const state = useSessionStore.getState();

    expect(state.jwt).toBe(loginResponse.jwt);
    expect(state.user).not.toHaveProperty('jwt');
    expect(state.status).toBe('signed-in');
  });

  it('spec 000 §3: a user set from a payload carrying a jwt still keeps it out', () => {
    useSessionStore.getState().signIn(loginResponse);
    useSessionStore.getState().setUser({ ...loginResponse, firstName: 'Ada L.' });

    expect(useSessionStore.getState().user).toEqual({ ...loginResponse, jwt: undefined, firstName: 'Ada L.' });
    expect(localStorage.getItem(STORAGE_KEYS.session)).not.toContain(loginResponse.jwt);
  });

  it('spec 000 §4: signing out clears the user, the jwt, organizations, rights and the organization preference, not the language', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'fr');
    const store = useSessionStore.getState();
    store.signIn(loginResponse);
    store.setOrganizations([laval]);
    store.selectOrganization(laval, formReadOnly);

    useSessionStore.getState().signOut();

    const state = useSessionStore.getState();
    expect(state).toMatchObject({ user: null, jwt: null, organizations: [], currentOrganization: null, rights: [], status: 'signed-out' });
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBeNull();
    expect(storedOrganizationId()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('fr');
  });

  it('issue 13 §3: "Remember me" unticked keeps the session in sessionStorage only, for this browser session', () => {
    useSessionStore.getState().signIn(loginResponse, { remember: false });
    useSessionStore.getState().selectOrganization(laval, formReadOnly);

    expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.organizationId)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.jwt) ?? 'null')).toEqual({ jwt: loginResponse.jwt });
    expect(readStoredJwt()).toBe(loginResponse.jwt);
    expect(storedOrganizationId()).toBe('o2');

    // A reload in the same browser session restores it.
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof SessionStoreModule>('./session-store');
      expect(fresh.useSessionStore.getState()).toMatchObject({ jwt: loginResponse.jwt, status: 'unknown', user: { id: 'u1' } });
    });
    // A closed browser empties sessionStorage: nothing is left to restore.
    sessionStorage.clear();
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof SessionStoreModule>('./session-store');
      expect(fresh.useSessionStore.getState()).toMatchObject({ jwt: null, user: null, status: 'signed-out' });
    });
  });

  it('issue 13 §3: "Remember me" ticked keeps the session in localStorage, and a new sign-in replaces the other kind', () => {
    useSessionStore.getState().signIn(loginResponse, { remember: false });
    useSessionStore.getState().signIn(loginResponse, { remember: true });

    expect(sessionStorage.getItem(STORAGE_KEYS.jwt)).toBeNull();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.jwt) ?? 'null')).toEqual({ jwt: loginResponse.jwt });

    useSessionStore.getState().signOut();
    expect(readStoredJwt()).toBeNull();
    expect(sessionStorage.length + localStorage.length).toBe(0);
  });

  it('spec 000 §7: organizations are kept sorted by name', () => {
    useSessionStore.getState().setOrganizations([montreal, laval, boston]);

    expect(useSessionStore.getState().organizations.map((organization) => organization.name)).toEqual([
      'Boston Rowing Association',
      'Club Aquatique Laval',
      'Montreal Soccer Club',
    ]);
  });

  it('spec 000 §2: choosing an organization persists its id and sets its rights', () => {
    useSessionStore.getState().selectOrganization(laval, formReadOnly);

    expect(storedOrganizationId()).toBe('o2');
    expect(useSessionStore.getState()).toMatchObject({ currentOrganization: laval, rights: formReadOnly });
  });

  it('spec 000 §4: on start, a stored session is restored and waits for re-validation', () => {
    localStorage.setItem(STORAGE_KEYS.jwt, JSON.stringify({ jwt: 'stored' }));
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ ...loginResponse, jwt: undefined }));

    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof SessionStoreModule>('./session-store');
      expect(fresh.useSessionStore.getState()).toMatchObject({ jwt: 'stored', status: 'unknown', user: { id: 'u1' } });
    });
  });

  it('spec 000 §4: without a stored jwt the app starts signed out', () => {
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof SessionStoreModule>('./session-store');
      expect(fresh.useSessionStore.getState()).toMatchObject({ jwt: null, user: null, status: 'signed-out' });
    });
  });

  it('spec 000 §8: "Session expired" survives the full page load of the login page, until the next sign-in', () => {
    useSessionStore.getState().signIn(loginResponse);
    useSessionStore.getState().signOut('expired');
    expect(sessionStorage.getItem(STORAGE_KEYS.signOutReason)).toBe('expired');

    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof SessionStoreModule>('./session-store');
      expect(fresh.useSessionStore.getState().signOutReason).toBe('expired');
      fresh.useSessionStore.getState().signIn(loginResponse);
      expect(fresh.useSessionStore.getState().signOutReason).toBeNull();
    });
    expect(sessionStorage.getItem(STORAGE_KEYS.signOutReason)).toBeNull();
  });

  it('spec 000 §8: a silent sign-out (logout, a refused stored token) leaves no message for the login page', () => {
    useSessionStore.getState().signOut('expired');
    useSessionStore.getState().signOut();

    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof SessionStoreModule>('./session-store');
      expect(fresh.useSessionStore.getState().signOutReason).toBeNull();
    });
  });

  it('spec 000 §3: an unreadable stored jwt counts as none', () => {
    localStorage.setItem(STORAGE_KEYS.jwt, 'not json');
    expect(readStoredJwt()).toBeNull();
  });
});

describe('useCan', () => {
  it("spec 000 §6: answers from the current organization's rights and follows their changes", () => {
    const { result } = renderHook(() => [useCan('FORM', 'read'), useCan('FORM', 'write'), useCan('FORM_SUBMISSION', 'read')]);
    expect(result.current).toEqual([false, false, false]);

    act(() => useSessionStore.getState().selectOrganization(laval, formReadOnly));

    expect(result.current).toEqual([true, false, false]);
  });
});
