import { i18n, initI18n, loadRuntimeConfig } from '@front-office/shared/platform';
import type { RuntimeConfig } from '@front-office/shared/platform';
import { registerShellTexts } from './i18n/register-shell-texts';

/**
 * The start of the shell's pages (the federation host and the plain login page): config.json,
 * then the texts. When config.json cannot be loaded, the page says to refresh and this gives null.
 */
export async function startShellPage(root: HTMLElement): Promise<RuntimeConfig | null> {
  let config: RuntimeConfig;
  try {
    config = await loadRuntimeConfig('/config.json');
  } catch (error) {
    console.error('config.json could not be loaded', error);
    await initI18n();
    root.textContent = i18n.t('errors.refresh', { ns: 'common' });
    return null;
  }
  await initI18n();
  registerShellTexts();
  return config;
}
