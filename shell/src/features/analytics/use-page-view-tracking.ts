import { useEffect } from 'react';
import { useLocation } from '@front-office/shared/router';
import { pushPageView } from './push-page-view';

/**
 * Spec 000 §2: every route change pushes a page-view event. `titleOf` must be stable, so a
 * language switch alone does not count as a page view.
 */
export function usePageViewTracking(titleOf: (pathname: string) => string): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const title = titleOf(pathname);
    document.title = title;
    pushPageView(pathname + search, title);
  }, [pathname, search, titleOf]);
}
