import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the prerendered page hydrates, true afterwards (and at once after a client-side
 * navigation). The viewer's prerendered page is shared by every catalogue name, so whatever
 * depends on the name renders only once this is true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
