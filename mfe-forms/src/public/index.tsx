// The public entry (ARCHITECTURE.md): a plain bundle without the federation share scope or the
// back-office platform, so a visitor downloads only React, shared/core, the renderer and the
// starter of error reporting (the SDK itself comes later, and only with errorReportingUrl).
import { createRoot } from 'react-dom/client';
import { resolveLanguage } from '@front-office/shared/core';
import { PublicApp } from './public-app';
import { startPublicErrorReporting } from './report-errors';

interface PublicConfig {
  apiBaseUrl: string;
  recaptchaSiteKey?: string;
  environment: string;
  errorReportingUrl?: string;
}

const optionalText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

// The same config.json the forms origin serves to its remote (docs/integration.md).
async function loadConfig(): Promise<PublicConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  const config = (await response.json()) as Partial<PublicConfig>;
  if (typeof config.apiBaseUrl !== 'string' || config.apiBaseUrl === '') throw new Error('config.json has no apiBaseUrl');
  return {
    apiBaseUrl: config.apiBaseUrl,
    recaptchaSiteKey: optionalText(config.recaptchaSiteKey),
    environment: optionalText(config.environment) ?? '',
    errorReportingUrl: optionalText(config.errorReportingUrl),
  };
}

function storedLanguage(): string | null {
  try {
    // The back office's preference key (shared README): one visitor, one language choice.
    return window.localStorage.getItem('fo.language');
  } catch {
    return null;
  }
}

async function start(): Promise<void> {
  const config = await loadConfig();
  startPublicErrorReporting(config);
  const language = resolveLanguage({
    queryLang: new URLSearchParams(window.location.search).get('lang'),
    stored: storedLanguage(),
    browser: navigator.language,
  });
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(container).render(<PublicApp apiBaseUrl={config.apiBaseUrl} recaptchaSiteKey={config.recaptchaSiteKey} language={language} />);
}

start().catch((error: unknown) => {
  // Without config there is no API to reach; the console is the only outlet left.
  console.error('public form failed to start', error);
});
