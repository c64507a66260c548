import { StrictMode } from 'react';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@front-office/shared/router';
import { initI18n } from '../i18n/i18n';
import { startErrorReporting } from '../error-reporting';
import { loadRuntimeConfig } from '../runtime-config';
import { PlatformProviders } from './platform-providers';

/**
 * Starts a remote's standalone page: config, i18n, then its host inside the providers and a
 * browser router. `loadStandalone` runs only after i18n is initialised, because loading a
 * remote's pages registers its namespace. Never rejects: a failure is logged.
 */
export async function startStandalone(name: string, loadStandalone: () => Promise<{ Standalone: ComponentType }>): Promise<void> {
  try {
    startErrorReporting(await loadRuntimeConfig('/config.json'));
    await initI18n();
    const { Standalone } = await loadStandalone();
    const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
    createRoot(container).render(
      <StrictMode>
        <PlatformProviders>
          <BrowserRouter>
            <Standalone />
          </BrowserRouter>
        </PlatformProviders>
      </StrictMode>,
    );
  } catch (error: unknown) {
    // Nothing can be translated before config and i18n exist, so the console is the only outlet.
    console.error(`${name} standalone failed to start`, error);
  }
}
