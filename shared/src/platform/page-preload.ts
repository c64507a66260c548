import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/** What a page needs to start loading its data before it renders (issue 13 §5, cold deep links). */
export interface PagePreloadContext {
  /** The current organization, or the stored one while a cold start restores it (no preload runs without one). */
  organizationId: string;
  /** The route's parameters (`:formId`, …). */
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
  /** The one query client: a preload fills the cache under the keys the page reads. */
  queryClient: QueryClient;
}

export type PagePreload = (context: PagePreloadContext) => Promise<unknown>;

/** A remote's page; `preload`, when present, prefetches the data the page shows first. */
export type PreloadablePage = ComponentType & { preload?: PagePreload };

/**
 * Attaches a data preload to a page component of a remote's `./pages`: the shell runs it while
 * the page's code loads, so the page appears with its data instead of a second spinner.
 */
export function withPreload<Page extends ComponentType>(Page: Page, preload: PagePreload): Page & { preload: PagePreload } {
  return Object.assign(Page, { preload });
}
