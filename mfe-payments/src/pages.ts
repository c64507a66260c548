import type { ComponentType } from 'react';
import { addTranslations, getPaymentAccountsQueryOptions, withPreload } from '@front-office/shared/platform';
import type { PagePreloadContext } from '@front-office/shared/platform';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import { NAMESPACE } from './i18n/namespace';
import { PaymentAccountsPage } from './features/payment-accounts/components/payment-accounts-page';

addTranslations(NAMESPACE, { fr, en });

// Issue 13 §5: the shell prefetches the accounts while this code loads (one loading state).
function preloadPaymentAccounts({ organizationId, queryClient }: PagePreloadContext): Promise<void> {
  return queryClient.prefetchQuery(getPaymentAccountsQueryOptions(organizationId));
}

// The federated `./pages` module: the shell renders these by name (docs/integration.md).
const pages = {
  PaymentAccounts: withPreload(PaymentAccountsPage, preloadPaymentAccounts),
} satisfies Record<string, ComponentType>;

export default pages;
