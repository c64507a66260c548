/** localStorage keys of the session and preferences (spec 000 §3). */
export const STORAGE_KEYS = {
  session: 'fo.session',
  jwt: 'fo.jwt',
  language: 'fo.language',
  organizationId: 'fo.organizationId',
  /** sessionStorage: why the last session ended, read by the login page after its full page load. */
  signOutReason: 'fo.signOutReason',
} as const;

/**
 * Where a value is kept: `local` survives the browser being closed, `session` lasts as long as
 * the browser session (the session of a sign-in without "Remember me", issue 13 §3).
 */
export type StorageArea = 'local' | 'session';

// Guarded so the module imports under Node and keeps working when storage is blocked
// (private browsing, sandboxed iframes of the embedded form).
function storage(area: StorageArea = 'local'): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(key: string, area: StorageArea = 'local'): string | null {
  try {
    return storage(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Parsed JSON under `key`, or null when absent or unreadable. */
export function readStoredJson<T>(key: string, area: StorageArea = 'local'): T | null {
  const text = readStorage(key, area);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string, area: StorageArea = 'local'): void {
  try {
    storage(area)?.setItem(key, value);
  } catch {
    // A full or blocked storage only loses persistence, the session still works in memory.
  }
}

export function removeStorage(key: string, area: StorageArea = 'local'): void {
  try {
    storage(area)?.removeItem(key);
  } catch {
    // Same as writeStorage.
  }
}
