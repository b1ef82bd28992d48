import type { CSSProperties } from 'react';

/** Share of the About section that must be visible before it reveals (spec §9). */
export const REVEAL_THRESHOLD = 0.1;
/** Seconds before the section's first element starts to appear (spec §9). */
export const REVEAL_START_DELAY = 0.2;
/** Extra seconds per feature card (spec §9). */
export const REVEAL_CARD_STEP = 0.1;
/** Seconds before the final "learn more" link appears (spec §9). */
export const REVEAL_LINK_DELAY = 0.6;

/** Delay in seconds of the card at `index` (0-based): 0.2, 0.3, 0.4, 0.5 for four cards. */
export function cardRevealDelay(index: number): number {
  // Rounded so the inline style reads "0.3s", not "0.30000000000000004s".
  return Math.round((REVEAL_START_DELAY + Math.max(0, index) * REVEAL_CARD_STEP) * 100) / 100;
}

/** Inline style passing a delay to the `.reveal-item` transition in CSS. */
export function revealStyle(delaySeconds: number): CSSProperties {
  return { '--reveal-delay': `${delaySeconds}s` } as CSSProperties;
}
