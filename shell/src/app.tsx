import { useEffect } from 'react';
import { useNavigate } from '@front-office/shared/router';
import { ROUTES } from '@front-office/shared/core';
import { setUnauthorizedHandler } from '@front-office/shared/platform';
import { usePageViewTracking } from './features/analytics/use-page-view-tracking';
import { RemoteLoaderProvider } from './features/remotes/remote-loader-context';
import type { RemotePagesLoader } from './features/remotes/remote-loader-context';
import { AppRoutes, routeTitleOf } from './routes';

/** The shell inside its providers and router; `remoteLoader` is federation in the browser. */
export function App({ remoteLoader }: { remoteLoader: RemotePagesLoader }) {
  const navigate = useNavigate();

  useEffect(() => {
    // The API client has already cleared the session when it calls this (spec 000 §8, 401).
    setUnauthorizedHandler(() => navigate(ROUTES.login, { replace: true }));
  }, [navigate]);

  usePageViewTracking(routeTitleOf);

  return (
    <RemoteLoaderProvider loader={remoteLoader}>
      <AppRoutes />
    </RemoteLoaderProvider>
  );
}
