import { ROUTES } from '@front-office/shared/core';
import { useQueryClient, useSessionStore } from '@front-office/shared/platform';
import { useNavigate } from '@front-office/shared/router';
import { signOutOnServer } from './api/sign-out';

/** Spec 000 §4 "Sign-in": logout clears stored credentials and the user, then goes to /login. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useSessionStore((state) => state.signOut);
  return async () => {
    try {
      await signOutOnServer();
    } catch {
      // The token is dropped locally either way; the server call only revokes it early.
    }
    signOut();
    queryClient.clear();
    navigate(ROUTES.login);
  };
}
