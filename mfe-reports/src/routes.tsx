import { ROUTES } from '@front-office/shared/core';
import type { StandaloneRoute } from '@front-office/shared/platform';
import pages from './pages';

// The patterns of the shared route table, so the standalone host matches the shell.
export const routes: StandaloneRoute[] = [
  { path: ROUTES.reports, Page: pages.ReportsHome, isPublic: false },
  { path: ROUTES.savedReports, Page: pages.SavedReports, isPublic: false },
  { path: ROUTES.createReport, Page: pages.ReportEditor, isPublic: false },
  { path: ROUTES.report, Page: pages.ReportEditor, isPublic: false },
];

export const standaloneHome: string | null = ROUTES.reports;

// Remotes follow the shell's port by this offset (docs/integration.md, "Ports").
export const PORT_OFFSET_FROM_SHELL = 5;
