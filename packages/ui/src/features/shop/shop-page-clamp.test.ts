import { describe, expect, it } from 'vitest';
import { readShopQuery } from './shop-query';

const pageOf = (page: string) => readShopQuery(new URLSearchParams({ page })).page;

// The page number comes from a URL anyone can edit: it must be a positive whole number written
// plainly, and it is clamped to 9 999 999 so the request to the server stays in range.
describe('readShopQuery page clamp', () => {
  it.each([
    ['1', 1],
    ['9', 9],
    ['10', 10],
    ['9999998', 9_999_998],
    ['9999999', 9_999_999],
  ])('keeps page %s', (text, page) => {
    expect(pageOf(text)).toBe(page);
  });

  it.each(['10000000', '99999999999999999999'])('clamps page %s to the last page', (text) => {
    expect(pageOf(text)).toBe(9_999_999);
  });

  it.each([
    ['zero', '0'],
    ['a leading zero', '01'],
    ['a sign', '+2'],
    ['a trailing letter', '2a'],
    ['a leading letter', 'a2'],
    ['a space', ' 2'],
    ['a trailing newline', '2\n'],
    ['an exponent', '1e3'],
    ['a decimal point', '2.0'],
    ['nothing', ''],
  ])('reads %s (%j) as page 1', (_why, text) => {
    expect(pageOf(text)).toBe(1);
  });
});
