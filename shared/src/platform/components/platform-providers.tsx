import { makeStaticStyles, webLightTheme } from '@fluentui/react-components';
import { FluentProvider } from '@front-office/shared/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { queryClient } from '../query-client';
import { PlatformToaster } from '../toast';

/**
 * Issue 13 §1: on touch screens and phones every control offers a target of at least 44 px
 * (WCAG 2.5.5), whichever app renders it.
 */
const useTouchTargetStyles = makeStaticStyles(`
@media (max-width: 767px), (pointer: coarse) {
  .fui-Button, .fui-MenuButton, .fui-ToggleButton, .fui-SplitButton, .fui-MenuItem, .fui-MenuItemRadio,
  .fui-MenuItemCheckbox, .fui-Tab, .fui-Option { min-height: 44px; }
  .fui-Button, .fui-MenuButton, .fui-ToggleButton { min-width: 44px; }
  .fui-Checkbox, .fui-Radio, .fui-Switch { min-height: 44px; align-items: center; }
  .fui-Input, .fui-Select__select, .fui-Combobox, .fui-Dropdown, .fui-SpinButton { min-height: 44px; }
}
`);

function TouchTargets() {
  useTouchTargetStyles();
  return null;
}

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
