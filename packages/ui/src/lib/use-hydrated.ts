import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while rendering on the server and during hydration, true afterwards (and at once after
 * a client-side navigation): lets a page render exactly its prerendered shell first, then what
 * depends on the browser (the shop's URL query; the PDF viewer's catalogue name, whose one
 * prerendered page serves every catalogue).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
