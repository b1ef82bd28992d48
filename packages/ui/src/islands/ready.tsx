import { useEffect } from 'react';

/** Calls `onReady` once the tree it is placed in has hydrated and its effects run. */
export function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}
