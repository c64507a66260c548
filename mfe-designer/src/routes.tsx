import type { ComponentType } from 'react';
import pages from './pages';

export type AreaRoute = { path: string; Page: ComponentType; isPublic: boolean };

// The paths of docs/integration.md's route table, so the standalone host matches the shell.
export const routes: AreaRoute[] = [
  { path: '/registrations/admin/create-new-form', Page: pages.CreateForm, isPublic: false },
  { path: '/registrations/admin/edit-form/:formId', Page: pages.EditForm, isPublic: false },
];

export const standaloneHome: string | null = '/registrations/admin/create-new-form';

// Remotes follow the shell's port by this offset (docs/integration.md, "Ports").
export const PORT_OFFSET_FROM_SHELL = 3;
