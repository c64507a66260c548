declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export interface PageViewEvent {
  event: 'page_view';
  page_path: string;
  page_title: string;
}

/** Pushes a page view onto the analytics data layer, creating the layer when missing. */
export function pushPageView(pagePath: string, pageTitle: string): PageViewEvent {
  const event: PageViewEvent = { event: 'page_view', page_path: pagePath, page_title: pageTitle };
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
  return event;
}
