import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PlatformProviders, initI18n, loadRuntimeConfig } from '@front-office/shared/platform';

async function bootstrap(): Promise<void> {
  await loadRuntimeConfig('/config.json');
  await initI18n();
  // Imported only now: loading the pages registers this remote's namespace, which needs the
  // i18n instance initialised first.
  const { Standalone } = await import('./standalone');
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
}

bootstrap().catch((error: unknown) => {
  // Nothing can be translated before config and i18n exist, so the console is the only outlet.
  console.error('submissions standalone failed to start', error);
});
