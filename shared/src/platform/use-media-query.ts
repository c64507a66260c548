import { useSyncExternalStore } from 'react';

/** Phones and narrow windows (issue 13 §1): the side navigation moves into a drawer below this width. */
export const NARROW_SCREEN_QUERY = '(max-width: 767px)';

function mediaQueryList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/** Whether a CSS media query matches now; re-renders when it changes. False where there is no window. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => mediaQueryList(query)?.matches ?? false,
    () => false,
  );
}

/** True on phones and narrow windows ({@link NARROW_SCREEN_QUERY}). */
export function useIsNarrowScreen(): boolean {
  return useMediaQuery(NARROW_SCREEN_QUERY);
}
