import type { ComponentType } from 'react';
import { ROUTES } from '@front-office/shared/core';
import pages from './pages';

export type AreaRoute = { path: string; Page: ComponentType; isPublic: boolean };

// The patterns of the shared route table, so the standalone host matches the shell.
export const routes: AreaRoute[] = [
  { path: ROUTES.organizationSelection, Page: pages.OrganizationSelection, isPublic: false },
  { path: ROUTES.organization, Page: pages.OrganizationProfile, isPublic: false },
];

export const standaloneHome: string | null = ROUTES.organizationSelection;

// Remotes follow the shell's port by this offset (docs/integration.md, "Ports").
export const PORT_OFFSET_FROM_SHELL = 1;
