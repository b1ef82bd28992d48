import { describe, expect, it } from 'vitest';
import { MAX_SCALE, MIN_SCALE, scaleFor, zoomIn, zoomOut } from './zoom';

describe('viewer zoom', () => {
  it('fits the page width to the available width', () => {
    expect(scaleFor('fit', 595, 595)).toBe(1);
    expect(scaleFor('fit', 595, 357)).toBe(0.6);
  });

  it('keeps a fixed scale as it is', () => {
    expect(scaleFor(1.5, 595, 300)).toBe(1.5);
  });

  it('steps by 25% within the limits', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomOut(1.25)).toBe(1);
    expect(zoomIn(MAX_SCALE)).toBe(MAX_SCALE);
    expect(zoomOut(MIN_SCALE)).toBe(MIN_SCALE);
    expect(scaleFor('fit', 595, 10)).toBe(MIN_SCALE);
  });
});
