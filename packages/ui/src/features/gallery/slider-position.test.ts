import { describe, expect, it } from 'vitest';
import { clampPosition, positionAfterKey, positionFromPointer } from './slider-position';

describe('comparison slider position', () => {
  it('stays within 0 to 100, in whole numbers', () => {
    expect(clampPosition(-4)).toBe(0);
    expect(clampPosition(140)).toBe(100);
    expect(clampPosition(33.4)).toBe(33);
  });

  it('follows the pointer across the box', () => {
    const box = { left: 100, width: 400 };
    expect(positionFromPointer(100, box)).toBe(0);
    expect(positionFromPointer(300, box)).toBe(50);
    expect(positionFromPointer(400, box)).toBe(75);
    expect(positionFromPointer(900, box)).toBe(100);
    expect(positionFromPointer(10, box)).toBe(0);
  });

  it('moves with the arrow, page and home/end keys', () => {
    expect(positionAfterKey('ArrowLeft', 50)).toBe(45);
    expect(positionAfterKey('ArrowDown', 50)).toBe(45);
    expect(positionAfterKey('ArrowRight', 50)).toBe(55);
    expect(positionAfterKey('ArrowUp', 98)).toBe(100);
    expect(positionAfterKey('PageDown', 10)).toBe(0);
    expect(positionAfterKey('PageUp', 50)).toBe(70);
    expect(positionAfterKey('Home', 50)).toBe(0);
    expect(positionAfterKey('End', 50)).toBe(100);
    expect(positionAfterKey('Enter', 50)).toBeNull();
  });
});
