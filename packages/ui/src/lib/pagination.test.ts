import { describe, expect, it } from 'vitest';
import { pageCountOf, pageSlots } from './pagination';

describe('pageSlots', () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 20, [1, 2, 3, 4, 5, 'ellipsis', 20]],
    [4, 20, [1, 2, 3, 4, 5, 6, 'ellipsis', 20]],
    [5, 20, [1, 2, 3, 4, 5, 6, 7, 'ellipsis', 20]],
    [10, 20, [1, 'ellipsis', 8, 9, 10, 11, 12, 'ellipsis', 20]],
    [17, 20, [1, 'ellipsis', 15, 16, 17, 18, 19, 20]],
    [20, 20, [1, 'ellipsis', 16, 17, 18, 19, 20]],
  ])('page %i of %i → %j', (current, count, expected) => {
    expect(pageSlots(current, count)).toEqual(expected);
  });

  it('always shows the first and last page and never a lone skipped page', () => {
    for (let count = 1; count <= 30; count++) {
      for (let current = 1; current <= count; current++) {
        const slots = pageSlots(current, count);
        expect(slots[0]).toBe(1);
        expect(slots.at(-1)).toBe(count);
        expect(slots).toContain(current);
        const numbers = slots.filter((slot): slot is number => slot !== 'ellipsis');
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        slots.forEach((slot, i) => {
          if (slot !== 'ellipsis') return;
          const before = slots[i - 1] as number;
          const after = slots[i + 1] as number;
          expect(after - before).toBeGreaterThan(2);
        });
      }
    }
  });

  it('clamps a page outside 1..count and answers nothing for no pages', () => {
    expect(pageSlots(99, 3)).toEqual([1, 2, 3]);
    expect(pageSlots(0, 3)).toEqual([1, 2, 3]);
    expect(pageSlots(1, 0)).toEqual([]);
  });
});

describe('pageCountOf', () => {
  it.each([
    [0, 50, 1],
    [50, 50, 1],
    [51, 50, 2],
    [10_000, 200, 50],
  ])('%i items at %i per page → %i pages', (total, size, pages) => {
    expect(pageCountOf(total, size)).toBe(pages);
  });
});
