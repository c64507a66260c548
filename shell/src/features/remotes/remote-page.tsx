import { Suspense, lazy, useState } from 'react';
import type { ComponentType } from 'react';
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary, LoadingState } from '@front-office/shared/platform';
import type { RemoteName } from '@front-office/shared/platform';
import { RemoteLoadError } from './remote-load-error';
import { useRemoteLoader } from './remote-loader-context';
import type { RemotePagesLoader } from './remote-loader-context';

function lazyPage(loader: RemotePagesLoader, remote: RemoteName, page: string) {
  return lazy(async (): Promise<{ default: ComponentType }> => {
    const pages = await loader(remote);
    const Page = pages[page];
    if (!Page) throw new RemoteLoadError(remote, 'load', new Error(`${remote} exposes no page ${page}`));
    return { default: Page };
  });
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
  // A fresh lazy component per attempt: React caches a rejected lazy forever.
  const [Page, setPage] = useState(() => lazyPage(loader, remote, page));
  return (
    <ErrorBoundary
      fallback={(error, reset) => (
        <RemoteUnavailable
          error={error}
          onRetry={() => {
            setPage(() => lazyPage(loader, remote, page));
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
