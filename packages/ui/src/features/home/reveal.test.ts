import { describe, expect, it } from 'vitest';
import {
  cardRevealDelay,
  REVEAL_LINK_DELAY,
  REVEAL_START_DELAY,
  REVEAL_THRESHOLD,
  revealStyle,
} from './reveal';

describe('About section reveal', () => {
  it('uses the spec constants', () => {
    expect(REVEAL_THRESHOLD).toBe(0.1);
    expect(REVEAL_START_DELAY).toBe(0.2);
    expect(REVEAL_LINK_DELAY).toBe(0.6);
  });

  it('staggers the cards by 0.1 s from 0.2 s', () => {
    expect([0, 1, 2, 3].map(cardRevealDelay)).toEqual([0.2, 0.3, 0.4, 0.5]);
  });

  it('lets every card appear before the final link', () => {
    expect(cardRevealDelay(3)).toBeLessThan(REVEAL_LINK_DELAY);
  });

  it('treats a negative index as the first card', () => {
    expect(cardRevealDelay(-2)).toBe(0.2);
  });

  it('writes the delay as a CSS custom property in seconds', () => {
    expect(revealStyle(cardRevealDelay(1))).toEqual({ '--reveal-delay': '0.3s' });
  });
});
