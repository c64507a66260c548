import type { User } from '@front-office/shared/core';
import { apiRequest, readStoredJwt, useSessionStore } from '@front-office/shared/platform';

export function validateToken(): Promise<User> {
  return apiRequest<User>('/api/login/token', { method: 'POST' });
}

/**
 * Spec 000 §4 "Sign-in": on start a stored jwt is re-validated; on failure the stored session is
 * cleared silently (spec 000 §8).
 */
export async function revalidateStoredSession(): Promise<User | null> {
  const session = useSessionStore.getState();
  if (!readStoredJwt()) {
    session.setStatus('signed-out');
    return null;
  }
  try {
    const user = await validateToken();
    session.setUser(user);
    session.setStatus('signed-in');
    return user;
  } catch {
    useSessionStore.getState().signOut();
    return null;
  }
}
