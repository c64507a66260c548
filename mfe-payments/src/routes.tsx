import type { ComponentType } from 'react';
import pages from './pages';

export type AreaRoute = { path: string; Page: ComponentType; isPublic: boolean };

// The paths of docs/integration.md's route table, so the standalone host matches the shell.
export const routes: AreaRoute[] = [
  { path: '/payment-accounts', Page: pages.PaymentAccounts, isPublic: false },
];

export const standaloneHome: string | null = '/payment-accounts';

// Remotes follow the shell's port by this offset (docs/integration.md, "Ports").
export const PORT_OFFSET_FROM_SHELL = 6;
