import { ROUTES } from '@front-office/shared/core';
import type { StandaloneRoute } from '@front-office/shared/platform';
import pages from './pages';

// The patterns of the shared route table, so the standalone host matches the shell.
export const routes: StandaloneRoute[] = [
  { path: ROUTES.submissions, Page: pages.SubmissionsList, isPublic: false },
  { path: ROUTES.submission, Page: pages.SubmissionDetail, isPublic: false },
];

// Every path of this area needs ids, so there is no address to land on.
export const standaloneHome: string | null = null;

// Remotes follow the shell's port by this offset (docs/integration.md, "Ports").
export const PORT_OFFSET_FROM_SHELL = 4;
