import { StrictMode } from 'react';
import { webLightTheme } from '@fluentui/react-components';
import { FluentProvider } from '@front-office/shared/ui';
import { i18n, I18nextProvider, TouchTargets } from '@front-office/shared/platform';
import { LoginPage } from './features/auth/login/login-page';

/**
 * The login page as its own document (issue 13 §5): only the providers it uses (Fluent's theme,
 * the i18n instance, the 44 px touch targets), not the signed-in shell's router or query client.
 */
export function LoginApp() {
  return (
    <StrictMode>
      <FluentProvider theme={webLightTheme}>
        <I18nextProvider i18n={i18n}>
          <TouchTargets />
          <LoginPage />
        </I18nextProvider>
      </FluentProvider>
    </StrictMode>
  );
}
