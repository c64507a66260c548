/** localStorage keys of the session and preferences (spec 000 §3). */
export const STORAGE_KEYS = {
  session: 'fo.session',
  jwt: 'fo.jwt',
  language: 'fo.language',
  organizationId: 'fo.organizationId',
} as const;

// Guarded so the module imports under Node and keeps working when storage is blocked
// (private browsing, sandboxed iframes of the embedded form).
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStorage(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Parsed JSON under `key`, or null when absent or unreadable. */
export function readStoredJson<T>(key: string): T | null {
  const text = readStorage(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // A full or blocked storage only loses persistence, the session still works in memory.
  }
}

export function removeStorage(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Same as writeStorage.
  }
}
