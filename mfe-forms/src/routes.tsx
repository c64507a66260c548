import type { ComponentType } from 'react';
import { ROUTES } from '@front-office/shared/core';
import pages from './pages';

export type AreaRoute = { path: string; Page: ComponentType; isPublic: boolean };

// The patterns of the shared route table, so the standalone host matches the shell.
export const routes: AreaRoute[] = [
  { path: ROUTES.forms, Page: pages.FormsList, isPublic: false },
  { path: ROUTES.preview, Page: pages.FormPreview, isPublic: false },
  { path: ROUTES.publicEmbed, Page: pages.PublicEmbed, isPublic: true },
  { path: ROUTES.confirmation, Page: pages.Confirmation, isPublic: true },
];

export const standaloneHome: string | null = ROUTES.forms;

// Remotes follow the shell's port by this offset (docs/integration.md, "Ports").
export const PORT_OFFSET_FROM_SHELL = 2;
