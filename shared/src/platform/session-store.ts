import { create } from 'zustand';
import { can } from '@front-office/shared/core';
import type { LoginResponse, Organization, PermissionArea, PermissionEntry, PermissionFlag, StoredJwt, User } from '@front-office/shared/core';
import { STORAGE_KEYS, readStorage, readStoredJson, removeStorage, writeStorage } from './storage';
import type { StorageArea } from './storage';

export type SessionStatus = 'unknown' | 'signed-out' | 'signed-in';

/** Why the last session ended: `expired` when the API refused its token (spec 000 §8 "Session expired"). */
export type SignOutReason = 'expired' | null;

export interface SignInOptions {
  /** "Remember me": true keeps the session after the browser closes, false for this browser session only. */
  remember?: boolean;
}

export interface SessionState {
  user: User | null;
  jwt: string | null;
  organizations: Organization[];
  currentOrganization: Organization | null;
  rights: PermissionEntry[];
  /** 'unknown' while a stored jwt has not been re-validated yet (spec 000 §4 Sign-in). */
  status: SessionStatus;
  /** Set by `signOut('expired')`, cleared by the next sign-in: the login page says why. */
  signOutReason: SignOutReason;
  signIn: (response: LoginResponse, options?: SignInOptions) => void;
  setUser: (user: User) => void;
  signOut: (reason?: SignOutReason) => void;
  setOrganizations: (list: Organization[]) => void;
  selectOrganization: (organization: Organization, rights: PermissionEntry[]) => void;
  setRights: (rights: PermissionEntry[]) => void;
  setStatus: (status: SessionStatus) => void;
}

// The session's keys live together: in localStorage when "Remember me" was ticked, else in
// sessionStorage, which the browser empties when it closes. The language preference is not one.
const SESSION_KEYS = [STORAGE_KEYS.session, STORAGE_KEYS.jwt, STORAGE_KEYS.organizationId] as const;

/** The area that holds the current session: sessionStorage for a session that is not remembered. */
export function sessionStorageArea(): StorageArea {
  return readStorage(STORAGE_KEYS.jwt, 'session') !== null ? 'session' : 'local';
}

function clearStoredSession(): void {
  for (const key of SESSION_KEYS) {
    removeStorage(key, 'local');
    removeStorage(key, 'session');
  }
}

/** The jwt stored as `{ jwt }` under `fo.jwt`, or null. */
export function readStoredJwt(): string | null {
  const stored = readStoredJson<Partial<StoredJwt>>(STORAGE_KEYS.jwt, sessionStorageArea());
  return typeof stored?.jwt === 'string' && stored.jwt ? stored.jwt : null;
}

/** The id of the last chosen organization, or null. */
export function storedOrganizationId(): string | null {
  return readStorage(STORAGE_KEYS.organizationId, sessionStorageArea());
}

// The login answer and some user payloads carry the jwt; the user held in state never does.
function withoutJwt(user: User | LoginResponse): User {
  const { id, firstName, name, culture, email, isAdmin, avatar } = user;
  return { id, firstName, name, culture, email, isAdmin, avatar };
}

function byName(a: Organization, b: Organization): number {
  return a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });
}

// The login page is its own document (the plain login bundle, issue 13 §5): the reason of a
// sign-out crosses the page load in sessionStorage, and only for this browser tab.
function storedSignOutReason(): SignOutReason {
  return readStorage(STORAGE_KEYS.signOutReason, 'session') === 'expired' ? 'expired' : null;
}

function keepSignOutReason(reason: SignOutReason): void {
  if (reason) writeStorage(STORAGE_KEYS.signOutReason, reason, 'session');
  else removeStorage(STORAGE_KEYS.signOutReason, 'session');
}

function initialState() {
  const jwt = readStoredJwt();
  const storedUser = readStoredJson<User>(STORAGE_KEYS.session, sessionStorageArea());
  return {
    user: jwt && storedUser ? withoutJwt(storedUser) : null,
    jwt,
    organizations: [],
    currentOrganization: null,
    rights: [],
    status: (jwt ? 'unknown' : 'signed-out') as SessionStatus,
    signOutReason: storedSignOutReason(),
  };
}

/** The one session store (user, jwt, organizations, current organization and its rights). */
export const useSessionStore = create<SessionState>()((set, get) => ({
  ...initialState(),
  signIn: (response, { remember = true } = {}) => {
    const user = withoutJwt(response);
    const area: StorageArea = remember ? 'local' : 'session';
    clearStoredSession();
    keepSignOutReason(null);
    writeStorage(STORAGE_KEYS.jwt, JSON.stringify({ jwt: response.jwt } satisfies StoredJwt), area);
    writeStorage(STORAGE_KEYS.session, JSON.stringify(user), area);
    set({ user, jwt: response.jwt, status: 'signed-in', signOutReason: null });
  },
  setUser: (input) => {
    const user = withoutJwt(input);
    writeStorage(STORAGE_KEYS.session, JSON.stringify(user), sessionStorageArea());
    set({ user, status: get().jwt ? 'signed-in' : get().status });
  },
  signOut: (reason = null) => {
    clearStoredSession();
    keepSignOutReason(reason);
    set({ user: null, jwt: null, organizations: [], currentOrganization: null, rights: [], status: 'signed-out', signOutReason: reason });
  },
  setOrganizations: (list) => {
    const organizations = [...list].sort(byName);
    const currentId = get().currentOrganization?.id;
    // Keep the current organization in step with a renamed or re-avatared copy of it.
    const refreshed = organizations.find((organization) => organization.id === currentId);
    set(refreshed ? { organizations, currentOrganization: refreshed } : { organizations });
  },
  selectOrganization: (organization, rights) => {
    writeStorage(STORAGE_KEYS.organizationId, organization.id, sessionStorageArea());
    set({ currentOrganization: organization, rights });
  },
  setRights: (rights) => set({ rights }),
  setStatus: (status) => set({ status }),
}));

export function useCurrentUser(): User | null {
  return useSessionStore((state) => state.user);
}

export function useCurrentOrganization(): Organization | null {
  return useSessionStore((state) => state.currentOrganization);
}

/** Whether the current organization's rights grant `flag` on `area` (spec 000 §6). */
export function useCan(area: PermissionArea, flag: PermissionFlag): boolean {
  return useSessionStore((state) => can(state.rights, area, flag));
}
