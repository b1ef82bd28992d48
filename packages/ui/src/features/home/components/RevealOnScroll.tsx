import { useMemo } from 'react';
import { useReveal } from '../hooks/use-reveal';

/**
 * Fades in the `.reveal-item`s of the section with this id (spec §4). It renders nothing: the
 * section itself stays static HTML, and only this small effect hydrates.
 */
export function RevealOnScroll({ targetId }: { targetId: string }) {
  const target = useMemo(
    () => ({
      get current() {
        return document.getElementById(targetId);
      },
    }),
    [targetId],
  );
  useReveal(target);
  return null;
}
