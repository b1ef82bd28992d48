import { Suspense, type ReactNode } from 'react';
import type { HydrationGate } from './hydration-turns';

function WaitForGate({ gate, children }: { gate: HydrationGate; children: ReactNode }) {
  // Suspending while hydrating keeps the server's HTML of `children` as it is (Preact keeps a
  // suspended component's DOM node and hydrates it when the promise settles). So `children`
  // must render exactly one element, as a card's `<li>` does: with none, Preact would keep
  // the next part's element for it instead.
  if (!gate.open) throw gate.opened;
  return children;
}

/** Hydrates `children` once `gate` is open; without a gate, renders them at once. */
export function HydrateWhenOpen({ gate, children }: { gate?: HydrationGate; children: ReactNode }) {
  if (!gate) return children;
  return (
    <Suspense fallback={null}>
      <WaitForGate gate={gate}>{children}</WaitForGate>
    </Suspense>
  );
}
