import { useEffect, type RefObject } from 'react';
import { prefersReducedMotion } from '../browser';

/** Share of the scroll offset the hero background moves by (spec §9). */
export const PARALLAX_FACTOR = 0.3;

/** Background offset in pixels for a scroll position. */
export function parallaxOffset(scrollY: number): number {
  return Math.max(0, scrollY) * PARALLAX_FACTOR;
}

/**
 * Moves the element down by 30% of the scroll offset. The style is written
 * straight to the element once per animation frame: no React state per frame.
 */
export function useParallax(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion()) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const scrollY = window.scrollY;
      // Past the hero the background is off screen: no need to keep moving it.
      if (scrollY > window.innerHeight * 1.5) return;
      element.style.transform = `translate3d(0, ${parallaxOffset(scrollY)}px, 0)`;
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.cancelAnimationFrame(frame);
    };
  }, [ref]);
}
