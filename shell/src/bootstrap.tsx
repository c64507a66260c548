import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@front-office/shared/router';
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { PlatformProviders, REMOTE_NAMES, startErrorReporting } from '@front-office/shared/platform';
import type { RuntimeConfig } from '@front-office/shared/platform';
import { App } from './app';
import { coldStart } from './cold-start';
import { StartupLoading } from './features/layout/startup-loading';
import { loadTagManager } from './features/analytics/load-tag-manager';
import { loadErrorPlugin } from './features/remotes/load-error-plugin';
import { loadFederatedPages } from './features/remotes/load-federated-pages';
import { provideFederationRuntime } from './features/remotes/provide-federation-runtime';
import { SHELL_ROUTES, routeMatchOf } from './routes';
import { startShellPage } from './start-page';

function registerFederation(config: RuntimeConfig): void {
  provideFederationRuntime();
  registerPlugins([loadErrorPlugin()]);
  // Remote addresses come from config.json, so a remote ships by changing its URL there.
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })));
}

async function start(root: HTMLElement): Promise<void> {
  const config = await startShellPage(root);
  if (!config) return;
  // Reports group by the route's pattern (/forms/:formId/edit), not by each id.
  startErrorReporting(config, { routeOf: (pathname) => {
    const match = routeMatchOf(pathname);
    return match ? SHELL_ROUTES[match.entry.key] : undefined;
  } });
  registerFederation(config);
  loadTagManager(config.analyticsContainerId);

  // One loading state from here until the first page can show with its data (cold-start.ts).
  const reactRoot = createRoot(root);
  reactRoot.render(
    <StrictMode>
      <PlatformProviders>
        <StartupLoading />
      </PlatformProviders>
    </StrictMode>,
  );
  await coldStart(loadFederatedPages, window.location);

  reactRoot.render(
    <StrictMode>
      <PlatformProviders>
        <BrowserRouter>
          <App remoteLoader={loadFederatedPages} />
        </BrowserRouter>
      </PlatformProviders>
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void start(root);
