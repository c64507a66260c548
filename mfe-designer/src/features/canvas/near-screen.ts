import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/** Told whether the element is near the screen now, and its height. */
export type NearWatcher = (near: boolean, height: number) => void;

interface Observed {
  observer: IntersectionObserver;
  watchers: WeakMap<Element, NearWatcher>;
}

// One observer per margin for the whole page (300 cards would otherwise make 300 observers).
const byMargin = new Map<string, Observed>();

/**
 * Watches whether `element` is within `margin` of the viewport (an IntersectionObserver root
 * margin such as '100% 0px': one screen height above and below). Returns the function that stops.
 */
export function observeNear(element: Element, margin: string, watcher: NearWatcher): () => void {
  let observed = byMargin.get(margin);
  if (!observed) {
    const watchers = new WeakMap<Element, NearWatcher>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) watchers.get(entry.target)?.(entry.isIntersecting, entry.boundingClientRect.height);
      },
      { rootMargin: margin },
    );
    observed = { observer, watchers };
    byMargin.set(margin, observed);
  }
  const { observer, watchers } = observed;
  watchers.set(element, watcher);
  observer.observe(element);
  return () => {
    observer.unobserve(element);
    watchers.delete(element);
  };
}

/** Whether the element of `ref` is within `margin` of the viewport; always true without IntersectionObserver (tests, old browsers). */
export function useNearScreen(ref: RefObject<Element | null>, margin: string): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    return observeNear(element, margin, setNear);
  }, [ref, margin]);
  return near;
}
