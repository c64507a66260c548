import type { ComponentType } from 'react';
import { addTranslations } from '@front-office/shared/platform';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import { NAMESPACE } from './i18n/namespace';
import { OrganizationProfile } from './features/organizations/components/organization-profile';
import { OrganizationSelection } from './features/organizations/components/organization-selection';

addTranslations(NAMESPACE, { fr, en });

// The federated `./pages` module: the shell renders these by name (docs/integration.md).
const pages = {
  OrganizationSelection,
  OrganizationProfile,
} satisfies Record<string, ComponentType>;

export default pages;
