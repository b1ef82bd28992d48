import { useEffect, type RefObject } from 'react';
import { prefersReducedMotion } from '../browser';
import { REVEAL_THRESHOLD } from '../reveal';

/**
 * Fades a section's `.reveal-item` children in once, when `threshold` of it
 * enters the viewport (spec §4). The state lives in a `data-reveal` attribute
 * set after hydration, so the prerendered HTML always shows the content (for
 * crawlers and before the script runs) and nothing is hidden when the section
 * is already on screen or the visitor prefers reduced motion.
 */
export function useReveal(
  ref: RefObject<HTMLElement | null>,
  threshold: number = REVEAL_THRESHOLD,
): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || !('IntersectionObserver' in window)) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    element.dataset.reveal = 'hidden';
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        element.dataset.reveal = 'visible';
        observer.disconnect();
      },
      { threshold },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      delete element.dataset.reveal;
    };
  }, [ref, threshold]);
}
