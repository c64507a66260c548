import { ROUTES } from '@front-office/shared/core';
import type { StandaloneRoute } from '@front-office/shared/platform';
import pages from './pages';

// The patterns of the shared route table, so the standalone host matches the shell.
export const routes: StandaloneRoute[] = [
  { path: ROUTES.forms, Page: pages.FormsList, isPublic: false },
  { path: ROUTES.preview, Page: pages.FormPreview, isPublic: false },
  { path: ROUTES.publicEmbed, Page: pages.PublicEmbed, isPublic: true },
  { path: ROUTES.confirmation, Page: pages.Confirmation, isPublic: true },
];

export const standaloneHome: string | null = ROUTES.forms;

// Remotes follow the shell's port by this offset (docs/integration.md, "Ports").
export const PORT_OFFSET_FROM_SHELL = 2;
