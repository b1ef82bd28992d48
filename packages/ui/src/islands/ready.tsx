import { useEffect, useLayoutEffect, useRef } from 'react';
import { nextTask } from '../lib/next-task';
import type { HydrationTurns } from './hydration-turns';

/**
 * Calls `onReady` once the tree it is placed in has hydrated and its effects run, including
 * the parts that took a hydration turn (`turns`, hydration-turns.ts).
 */
export function Ready({ onReady, turns }: { onReady: () => void; turns?: HydrationTurns }) {
  const allOpen = useRef<Promise<void>>(undefined);
  // At the end of the first commit: no part may take a turn after it.
  useLayoutEffect(() => {
    allOpen.current ??= turns?.close();
  }, [turns]);
  useEffect(() => {
    if (!allOpen.current) {
      onReady();
      return;
    }
    // A part renders in the task its gate opens (Preact renders in a microtask), so one more
    // task is sure to find the last one hydrated.
    void allOpen.current.then(nextTask).then(onReady);
  }, [onReady]);
  return null;
}
