import { useEffect } from 'react';
import type { RefObject } from 'react';

/** The message an embedded form posts to the page around its iframe. */
export interface HeightMessage {
  type: 'front-office:height';
  formId: string;
  height: number;
}

/**
 * Posts the content height to the parent page on every change (spec 001 §1: the embed reports
 * its height), so the club's page can size the iframe without a scrollbar. The target origin is
 * '*' because the form does not know which club page embeds it; the message holds no secret.
 */
export function useReportHeight(ref: RefObject<HTMLElement | null>, formId: string, enabled: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof ResizeObserver === 'undefined') return undefined;
    let last = -1;
    const post = () => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      const message: HeightMessage = { type: 'front-office:height', formId, height };
      window.parent.postMessage(message, '*');
    };
    const observer = new ResizeObserver(post);
    observer.observe(element);
    post();
    return () => observer.disconnect();
  }, [ref, formId, enabled]);
}
