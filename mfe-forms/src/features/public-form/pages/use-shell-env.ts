import { useMemo } from 'react';
import { getRuntimeConfig, reportServerFault, useLanguage, useTranslation } from '@front-office/shared/platform';
import { NAMESPACE } from '../../../i18n/namespace';
import { reportServerFaultsWith } from '../api/fetch-public-api';
import type { PublicFormEnv } from '../components/public-form-env';

// Inside the shell the renderer's 5xx answers go to the platform's error reports (issue 24 §9).
reportServerFaultsWith(reportServerFault);

/** The renderer's environment inside the shell: the shared config, language and i18n instance. */
export function useShellEnv(): PublicFormEnv {
  const language = useLanguage();
  const { t } = useTranslation(NAMESPACE);
  const config = getRuntimeConfig();
  return useMemo(
    () => ({
      apiBaseUrl: config.apiBaseUrl,
      language,
      recaptchaSiteKey: config.recaptchaSiteKey,
      t: (key: string, params?: Record<string, string | number>) => t(`publicForm.${key}`, params ?? {}),
    }),
    [config.apiBaseUrl, config.recaptchaSiteKey, language, t],
  );
}
