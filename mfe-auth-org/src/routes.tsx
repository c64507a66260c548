import { ROUTES } from '@front-office/shared/core';
import type { StandaloneRoute } from '@front-office/shared/platform';
import pages from './pages';

// The patterns of the shared route table, so the standalone host matches the shell.
export const routes: StandaloneRoute[] = [
  { path: ROUTES.organizationSelection, Page: pages.OrganizationSelection, isPublic: false },
  { path: ROUTES.organization, Page: pages.OrganizationProfile, isPublic: false },
];

export const standaloneHome: string | null = ROUTES.organizationSelection;

// Remotes follow the shell's port by this offset (docs/integration.md, "Ports").
export const PORT_OFFSET_FROM_SHELL = 1;
