import { Suspense, lazy, useState } from 'react';
import type { ComponentType } from 'react';
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@front-office/shared/ui';
import { ErrorBoundary, LoadingState, useCurrentOrganization, useQueryClient, useTranslation } from '@front-office/shared/platform';
import { useParams, useSearchParams } from '@front-office/shared/router';
import type { PagePreloadContext, RemoteName } from '@front-office/shared/platform';
import { RemoteLoadError } from './remote-load-error';
import { loadRemotePage, loadedRemotePage } from './remote-page-cache';
import { useRemoteLoader } from './remote-loader-context';
import type { RemotePagesLoader } from './remote-loader-context';

function lazyPage(loader: RemotePagesLoader, remote: RemoteName, page: string, context: PagePreloadContext | undefined) {
  return lazy(async (): Promise<{ default: ComponentType }> => {
    const Page: ComponentType = await loadRemotePage(loader, remote, page, context);
    // React.lazy must resolve to a function: a remote's page may itself be lazy (or memo).
    const wrapped: ComponentType = () => <Page />;
    return { default: typeof Page === 'function' ? Page : wrapped };
  });
}

/** What the page's preload reads: the route's parameters, the current organization, the query client (none without an organization: every preload reads the organization's data). */
function usePreloadContext(): PagePreloadContext | undefined {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const organization = useCurrentOrganization();
  const queryClient = useQueryClient();
  return organization ? { organizationId: organization.id, params, searchParams, queryClient } : undefined;
}

function RemoteUnavailable({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  const detail =
    error instanceof RemoteLoadError
      ? t(error.stage === 'manifest' ? 'remote.manifestFailed' : 'remote.loadFailed', { remote: t(`remote.names.${error.remote}`) })
      : null;
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('remote.unavailable')}</MessageBarTitle>
        {detail}
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={onRetry}>{t('remote.retry')}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}

/**
 * One page of a remote, loaded on demand. A remote that is down or broken shows a translated
 * fallback in the content area only. Key it by remote and page so each route starts afresh.
 */
export function RemotePage({ remote, page }: { remote: RemoteName; page: string }) {
  const loader = useRemoteLoader();
  const { t } = useTranslation('shell');
  const context = usePreloadContext();
  // Code already loaded (a cold start preloads the deep link's page): render at once. Otherwise
  // a lazy page that waits for the code and the page's first data behind one loading state.
  // A fresh lazy component per attempt: React caches a rejected lazy forever.
  const [Page, setPage] = useState<ComponentType>(() => loadedRemotePage(loader, remote, page) ?? lazyPage(loader, remote, page, context));
  return (
    <ErrorBoundary
      fallback={(error, reset) => (
        <RemoteUnavailable
          error={error}
          onRetry={() => {
            setPage(() => lazyPage(loader, remote, page, context));
            reset();
          }}
        />
      )}
    >
      <Suspense fallback={<LoadingState label={t('remote.loading')} />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
