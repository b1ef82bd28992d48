import { createContext, useContext, useState } from 'react';
import type { HydrationGate, HydrationTurns } from './hydration-turns';

/**
 * Given by the browser's island root while it hydrates; absent on the server and in the full
 * app, which render everything at once.
 */
export const HydrationTurnsContext = createContext<HydrationTurns | null>(null);

/**
 * `count` gates for parts of the island's server HTML that may hydrate after its first pass,
 * each in a task of its own, in the order taken (wrap each part in `HydrateWhenOpen`); each
 * `undefined` when nothing is being hydrated. Taken once, at the first render; the island is
 * announced ready (and the boot script replays what the visitor did) only once all are open.
 */
export function useHydrationTurns(count: number): readonly (HydrationGate | undefined)[] {
  const turns = useContext(HydrationTurnsContext);
  const [gates] = useState(() => Array.from({ length: count }, () => turns?.take()));
  return gates;
}
