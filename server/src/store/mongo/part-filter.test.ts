import { describe, expect, it } from 'vitest';
import { escapeRegex } from './escape-regex';
import { typoKeys } from '../shared/typo-match';
import { partFilter, searchRank } from './part-filter';
import { searchTerms } from '../shared/search-fields';

describe('escapeRegex', () => {
  it('makes every character match itself literally', () => {
    const samples = ['a.b', '.*', '(kit) 50%', '[a-z]+', '\\d', '^$|?', '{1,2}', 'a/b-c', 'x\0y'];
    for (const sample of samples) {
      const pattern = new RegExp(escapeRegex(sample));
      expect(pattern.test(sample), sample).toBe(true);
      expect(pattern.test(`zz${sample}zz`), sample).toBe(true);
    }
    expect(new RegExp(escapeRegex('.*')).test('abc')).toBe(false);
    expect(new RegExp(escapeRegex('a+')).test('aaa')).toBe(false);
  });

  it('never leaves a NUL in the pattern (a BSON regex cannot hold one)', () => {
    expect(escapeRegex('a\0b')).toBe('a\\x00b');
  });
});

describe('partFilter', () => {
  it('matches everything without a search or category', () => {
    expect(partFilter({ scope: 'shop', page: 1, pageSize: 50 })).toEqual({});
    expect(partFilter({ scope: 'shop', search: '  ', page: 1, pageSize: 50 })).toEqual({});
  });

  it('searches the folded fields of the scope and the separator-free code', () => {
    expect(partFilter({ scope: 'shop', search: 'Válvula A-1', page: 1, pageSize: 50 })).toEqual({
      $or: [
        { searchShop: { $regex: 'valvula a\\-1' } },
        { codeKey: { $regex: 'valvulaa1' } },
        {
          $and: [
            {
              $or: [
                { searchShop: { $regex: '(?:^|[^\\p{L}\\p{N}])valvula' } },
                { typoKeysShop: { $in: typoKeys(['valvula']) } },
              ],
            },
            { searchShop: { $regex: '(?:^|[^\\p{L}\\p{N}])a' } },
            { searchShop: { $regex: '(?:^|[^\\p{L}\\p{N}])1' } },
          ],
        },
      ],
    });
    expect(
      partFilter({
        scope: 'admin',
        search: 'Hidráulica',
        categoria: 'Elétrica',
        page: 2,
        pageSize: 100,
      }),
    ).toEqual({
      categoria: { $eq: 'Elétrica' },
      $or: [
        { searchAdmin: { $regex: 'hidraulica' } },
        { codeKey: { $regex: 'hidraulica' } },
        {
          $and: [
            {
              $or: [
                { searchAdmin: { $regex: '(?:^|[^\\p{L}\\p{N}])hidraulica' } },
                { typoKeysAdmin: { $in: typoKeys(['hidraulica']) } },
              ],
            },
          ],
        },
      ],
    });
  });

  it('leaves the code out when the search is nothing but separators', () => {
    expect(partFilter({ scope: 'shop', search: '-.', page: 1, pageSize: 50 })).toEqual({
      $or: [{ searchShop: { $regex: '\\-\\.' } }],
    });
  });
});

describe('searchRank', () => {
  it('ranks the exact code 0, a document containing the query 1, any other match 2', () => {
    const rank = searchRank('shop', searchTerms('A-1')!);
    expect(rank.$switch.branches[0]).toEqual({ case: { $eq: ['$codeKey', 'a1'] }, then: 0 });
    expect(rank.$switch.branches[1]?.then).toBe(1);
    expect(rank.$switch.default).toBe(2);
    // Nothing but separators: no code to rank by.
    expect(searchRank('admin', searchTerms('--')!).$switch.branches).toHaveLength(1);
  });
});
