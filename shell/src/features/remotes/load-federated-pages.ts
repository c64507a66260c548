import { loadRemote } from '@module-federation/enhanced/runtime';
import { reportError } from '@front-office/shared/platform';
import type { RemoteName } from '@front-office/shared/platform';
import { forgetRemoteFailure, lastRemoteFailure } from './load-error-plugin';
import { RemoteLoadError } from './remote-load-error';
import type { RemotePages } from './remote-loader-context';

/** Loads `<remote>/pages` through the federation runtime registered in bootstrap. */
export async function loadFederatedPages(remote: RemoteName): Promise<RemotePages> {
  forgetRemoteFailure(remote);
  try {
    const loaded = await loadRemote<{ default: RemotePages }>(`${remote}/pages`);
    if (!loaded?.default) throw new Error(`${remote}/pages has no default export`);
    return loaded.default;
  } catch (error) {
    const failure = new RemoteLoadError(remote, lastRemoteFailure(remote) ?? 'load', error);
    // The page shows its fallback; the report tells someone the remote is down or broken.
    reportError(failure, { remote, stage: failure.stage });
    throw failure;
  }
}
