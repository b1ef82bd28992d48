import { describe, expect, it } from 'vitest';
import { PARALLAX_FACTOR, parallaxOffset } from './use-parallax';

describe('hero parallax', () => {
  it('moves the background by 30% of the scroll offset', () => {
    expect(PARALLAX_FACTOR).toBe(0.3);
    expect(parallaxOffset(0)).toBe(0);
    expect(parallaxOffset(500)).toBe(150);
  });

  it('ignores negative (overscroll) offsets', () => {
    expect(parallaxOffset(-40)).toBe(0);
  });
});
