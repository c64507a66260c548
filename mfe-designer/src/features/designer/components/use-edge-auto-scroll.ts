import { useMemo, useRef } from 'react';

/** Spec 001 §9: dragging scrolls the page when the pointer is within 20 px of its top or bottom edge. */
export const AUTO_SCROLL_EDGE_PX = 20;
const STEP_PX = 12;

/** The element that scrolls the canvas: its nearest scrollable ancestor, else the page. */
function scrollParent(from: Element | null): { scrollBy(x: number, y: number): void } {
  for (let node = from?.parentElement ?? null; node; node = node.parentElement) {
    const { overflowY } = window.getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return window;
}

export function useEdgeAutoScroll() {
  const state = useRef<{ y: number | null; timer: number | null; onMove: ((event: PointerEvent) => void) | null }>({ y: null, timer: null, onMove: null });
  return useMemo(() => {
    const stop = () => {
      const current = state.current;
      if (current.timer !== null) window.clearInterval(current.timer);
      if (current.onMove) window.removeEventListener('pointermove', current.onMove);
      state.current = { y: null, timer: null, onMove: null };
    };
    const start = (from: Element | null) => {
      stop();
      const scroller = scrollParent(from);
      const onMove = (event: PointerEvent) => {
        state.current.y = event.clientY;
      };
      window.addEventListener('pointermove', onMove);
      const timer = window.setInterval(() => {
        const { y } = state.current;
        if (y === null) return;
        if (y <= AUTO_SCROLL_EDGE_PX) scroller.scrollBy(0, -STEP_PX);
        else if (y >= window.innerHeight - AUTO_SCROLL_EDGE_PX) scroller.scrollBy(0, STEP_PX);
      }, 16);
      state.current = { y: null, timer, onMove };
    };
    return { start, stop };
  }, []);
}
