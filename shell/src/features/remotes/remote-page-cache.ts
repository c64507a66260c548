import type { ComponentType } from 'react';
import type { PagePreloadContext, PreloadablePage, RemoteName } from '@front-office/shared/platform';
import { RemoteLoadError } from './remote-load-error';
import type { RemotePagesLoader } from './remote-loader-context';

/** A page's data preload never holds its page back longer than this; the page then shows its own state. */
export const PRELOAD_WAIT_MS = 8_000;

// Per loader (federation in the browser, a stub per test): the pages already loaded, and the loads
// under way, so a cold start and the route that renders next share one download.
const loadedByLoader = new WeakMap<RemotePagesLoader, Map<string, ComponentType>>();
const pendingByLoader = new WeakMap<RemotePagesLoader, Map<string, Promise<ComponentType>>>();

function mapOf<T>(store: WeakMap<RemotePagesLoader, Map<string, T>>, loader: RemotePagesLoader): Map<string, T> {
  let map = store.get(loader);
  if (!map) {
    map = new Map();
    store.set(loader, map);
  }
  return map;
}

const keyOf = (remote: RemoteName, page: string) => `${remote}/${page}`;

/** The page component when its code is already here (render it at once, no Suspense fallback). */
export function loadedRemotePage(loader: RemotePagesLoader, remote: RemoteName, page: string): ComponentType | undefined {
  return mapOf(loadedByLoader, loader).get(keyOf(remote, page));
}

function settleWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    promise.then(
      () => { clearTimeout(timer); resolve(); },
      // A failed preload is the page's to show (its query holds the error): never the loader's.
      () => { clearTimeout(timer); resolve(); },
    );
  });
}

/**
 * Loads a remote page's code and, with a context, its first data (the page's `preload`), both
 * before the page renders: one loading state instead of "loading the area" then "loading the
 * data". A failed load is not kept, so a retry (or the route after a cold start) loads again.
 */
export function loadRemotePage(
  loader: RemotePagesLoader,
  remote: RemoteName,
  page: string,
  context?: PagePreloadContext,
): Promise<ComponentType> {
  const key = keyOf(remote, page);
  const loaded = mapOf(loadedByLoader, loader);
  const pending = mapOf(pendingByLoader, loader);
  const already = loaded.get(key);
  if (already) return Promise.resolve(already);
  const underway = pending.get(key);
  if (underway) return underway;
  const load = (async () => {
    const pages = await loader(remote);
    const Page = pages[page] as PreloadablePage | undefined;
    if (!Page) throw new RemoteLoadError(remote, 'load', new Error(`${remote} exposes no page ${page}`));
    const { preload } = Page;
    if (context && preload) await settleWithin(Promise.resolve().then(() => preload(context)), PRELOAD_WAIT_MS);
    loaded.set(key, Page);
    return Page;
  })();
  pending.set(key, load);
  load.then(
    () => pending.delete(key),
    () => pending.delete(key),
  );
  return load;
}
