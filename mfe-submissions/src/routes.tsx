import type { ComponentType } from 'react';
import { ROUTES } from '@front-office/shared/core';
import pages from './pages';

export type AreaRoute = { path: string; Page: ComponentType; isPublic: boolean };

// The patterns of the shared route table, so the standalone host matches the shell.
export const routes: AreaRoute[] = [
  { path: ROUTES.submissions, Page: pages.SubmissionsList, isPublic: false },
  { path: ROUTES.submission, Page: pages.SubmissionDetail, isPublic: false },
];

// Every path of this area needs ids, so there is no address to land on.
export const standaloneHome: string | null = null;

// Remotes follow the shell's port by this offset (docs/integration.md, "Ports").
export const PORT_OFFSET_FROM_SHELL = 4;
