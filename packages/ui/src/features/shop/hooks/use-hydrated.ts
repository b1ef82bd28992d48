import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while rendering on the server and during hydration, true afterwards: lets a page
 * render exactly its prerendered shell first, then what depends on the browser (the URL query).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
