import { useCallback, useSyncExternalStore } from 'react';
import type { ClaimedProducts } from '@front-office/shared/core';
import type { FieldSnapshot, FormStore } from './form-store';
import { STOCK_KEY, sectionKey } from './form-store';

/** One field's snapshot: the component re-renders only when this key changes. */
export function useField(store: FormStore, key: string): FieldSnapshot {
  const subscribe = useCallback((listener: () => void) => store.subscribe(key, listener), [store, key]);
  const get = useCallback(() => store.getField(key), [store, key]);
  return useSyncExternalStore(subscribe, get, get);
}

/** The copy numbers of a repeatable section. */
export function useSectionCopies(store: FormStore, sectionId: string): readonly number[] {
  const subscribe = useCallback((listener: () => void) => store.subscribe(sectionKey(sectionId), listener), [store, sectionId]);
  const get = useCallback(() => store.getCopies(sectionId), [store, sectionId]);
  return useSyncExternalStore(subscribe, get, get);
}

/** The quantities claimed of each product: products re-render when the stock is read again. */
export function useClaimed(store: FormStore): ClaimedProducts {
  const subscribe = useCallback((listener: () => void) => store.subscribe(STOCK_KEY, listener), [store]);
  return useSyncExternalStore(subscribe, store.getClaimed, store.getClaimed);
}
