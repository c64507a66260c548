import type { ComponentType } from 'react';
import { addTranslations } from '@front-office/shared/platform';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import { NAMESPACE } from './i18n/namespace';
import { PaymentAccountsPage } from './features/payment-accounts/components/payment-accounts-page';

addTranslations(NAMESPACE, { fr, en });

// The federated `./pages` module: the shell renders these by name (docs/integration.md).
const pages = {
  PaymentAccounts: PaymentAccountsPage,
} satisfies Record<string, ComponentType>;

export default pages;
