import type { ComponentType } from 'react';
import pages from './pages';

export type AreaRoute = { path: string; Page: ComponentType; isPublic: boolean };

// The paths of docs/integration.md's route table, so the standalone host matches the shell.
export const routes: AreaRoute[] = [
  { path: '/registrations', Page: pages.FormsList, isPublic: false },
  { path: '/registrations/preview/:formId', Page: pages.FormPreview, isPublic: false },
  { path: '/registrations/embed/:formId', Page: pages.PublicEmbed, isPublic: true },
  { path: '/registrations/:formId/confirm/:submissionId', Page: pages.Confirmation, isPublic: true },
];

export const standaloneHome: string | null = '/registrations';

// Remotes follow the shell's port by this offset (docs/integration.md, "Ports").
export const PORT_OFFSET_FROM_SHELL = 2;
