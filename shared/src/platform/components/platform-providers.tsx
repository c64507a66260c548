import { webLightTheme } from '@fluentui/react-components';
import { FluentProvider } from '@front-office/shared/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { queryClient } from '../query-client';
import { PlatformToaster } from '../toast';
import { TouchTargets } from './touch-targets';

/** Fluent theme, query client, i18n and the toaster: wraps the shell and each standalone entry. */
export function PlatformProviders({ children }: { children: ReactNode }) {
  return (
    <FluentProvider theme={webLightTheme}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <TouchTargets />
          {children}
          <PlatformToaster />
        </I18nextProvider>
      </QueryClientProvider>
    </FluentProvider>
  );
}
