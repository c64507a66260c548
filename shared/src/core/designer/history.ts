/**
 * Undo/redo over immutable states (STYLE.md "Designer state"): every designer operation gives a
 * new state, the history keeps the previous ones. `limit` bounds the undo depth.
 */
export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /** The coalescing key of the last change (typing in one text is one undo step). */
  key?: string | undefined;
}

export function createHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] };
}

/**
 * Records a change; a new change clears the redo list. The same state is not recorded twice, and
 * consecutive changes with the same `key` (keystrokes in one text) make one undo step.
 */
export function recordHistory<T>(history: History<T>, next: T, options: { key?: string; limit?: number } = {}): History<T> {
  if (next === history.present) return history;
  const { key, limit = 200 } = options;
  if (key !== undefined && key === history.key && history.future.length === 0) return { ...history, present: next };
  const past = [...history.past, history.present];
  return { past: past.length > limit ? past.slice(past.length - limit) : past, present: next, future: [], key };
}

export function undoHistory<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redoHistory<T>(history: History<T>): History<T> {
  const next = history.future[0];
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: history.future.slice(1) };
}

export const canUndo = (history: History<unknown>): boolean => history.past.length > 0;
export const canRedo = (history: History<unknown>): boolean => history.future.length > 0;
