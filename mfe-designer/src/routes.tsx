import type { ComponentType } from 'react';
import { ROUTES } from '@front-office/shared/core';
import pages from './pages';

export type AreaRoute = { path: string; Page: ComponentType; isPublic: boolean };

// The patterns of the shared route table, so the standalone host matches the shell.
export const routes: AreaRoute[] = [
  { path: ROUTES.createForm, Page: pages.CreateForm, isPublic: false },
  { path: ROUTES.editForm, Page: pages.EditForm, isPublic: false },
];

export const standaloneHome: string | null = ROUTES.createForm;

// Remotes follow the shell's port by this offset (docs/integration.md, "Ports").
export const PORT_OFFSET_FROM_SHELL = 3;
