import type { Organization, PermissionEntry } from '@front-office/shared/core';
import {
  organizationRightsQueryOptions,
  organizationsQueryOptions,
  queryClient,
  readStoredJwt,
  storedOrganizationId,
  useSessionStore,
} from '@front-office/shared/platform';
import { revalidateStoredSession } from './features/auth/api/validate-token';
import { loadRemotePage } from './features/remotes/remote-page-cache';
import type { RemotePagesLoader } from './features/remotes/remote-loader-context';
import { routeMatchOf } from './routes';
import { preloadSignedInFrame } from './signed-in-frame-loader';

export interface ColdStartLocation {
  pathname: string;
  search: string;
}

/**
 * Issue 13 §5: a cold open of a deep link with a stored session. What does not depend on each
 * other starts at once — the token check, the stored organization with its rights, the
 * signed-in frame's code, and the page's remote code with its first data (the page's `preload`,
 * under the stored organization) — and the app renders once they are all settled, behind one loading state, instead of four
 * spinners one after the other (session, organization, remote, data).
 *
 * A token the server refuses still ends the session silently (spec 000 §8), even when the calls
 * started beside it were refused too. Failures of the other calls are left to the page: the
 * organization gate and the remote page then load (and show their errors) as they always do.
 */
export async function coldStart(loader: RemotePagesLoader, location: ColdStartLocation): Promise<void> {
  if (!readStoredJwt()) {
    useSessionStore.getState().setStatus('signed-out');
    return;
  }
  const organizationId = storedOrganizationId();
  const session = revalidateStoredSession();
  const frame = preloadSignedInFrame().catch(() => null);
  const organization = organizationId
    ? Promise.all([queryClient.fetchQuery(organizationsQueryOptions()), queryClient.fetchQuery(organizationRightsQueryOptions(organizationId))])
    : Promise.resolve(null);
  const match = routeMatchOf(location.pathname);
  const view = match?.entry.view;
  const page =
    match && view && 'remote' in view
      ? loadRemotePage(
          loader,
          view.remote,
          view.page,
          organizationId ? { organizationId, params: match.params, searchParams: new URLSearchParams(location.search), queryClient } : undefined,
        )
      : Promise.resolve(null);

  const [user, restored] = await Promise.all([session, organization.catch(() => null), page.catch(() => null), frame]);
  if (!user) {
    // The other calls may have met the same 401 ("Session expired"): the start stays silent.
    useSessionStore.getState().signOut();
    queryClient.clear();
    return;
  }
  if (restored && organizationId) restoreOrganization(organizationId, restored);
}

function restoreOrganization(organizationId: string, [organizations, rights]: [Organization[], PermissionEntry[]]): void {
  const session = useSessionStore.getState();
  session.setOrganizations(organizations);
  const stored = organizations.find((organization) => organization.id === organizationId);
  if (stored) session.selectOrganization(stored, rights);
}
