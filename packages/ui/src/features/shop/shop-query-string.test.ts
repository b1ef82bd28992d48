import { describe, expect, it } from 'vitest';
import { apiQueryString } from './shop-query';
import { partsQueryString } from '../../lib/api-client/parts-query-string';

describe('partsQueryString', () => {
  it('writes every parameter, in the order the server caches pages by', () => {
    expect(
      partsQueryString({
        scope: 'admin',
        page: 3,
        pageSize: 200,
        q: 'abc',
        categoria: 'Elétrica',
        faltando: 'traducao',
      }),
    ).toBe('scope=admin&page=3&pageSize=200&q=abc&categoria=El%C3%A9trica&faltando=traducao');
  });

  it("writes scope, page and pageSize even at the server's defaults, and nothing else", () => {
    expect(partsQueryString({})).toBe('scope=shop&page=1&pageSize=50');
    expect(partsQueryString({ q: '   ', categoria: '' })).toBe('scope=shop&page=1&pageSize=50');
  });

  it('trims the search, as the server does before it matches', () => {
    expect(new URLSearchParams(partsQueryString({ q: '  válvula 3/4 ' })).get('q')).toBe(
      'válvula 3/4',
    );
  });

  it('encodes odd Unicode and URL syntax so the server reads back the same search', () => {
    const search = 'Ação ½" 𝄞 & a=b+c %20 #x ?/ 中文 🇧🇷 \u200b é';
    const text = partsQueryString({ q: search, categoria: 'Mecânica' });
    expect(text).not.toMatch(/[^A-Za-z0-9%&=+*._-]/);
    expect(text).toContain('b%2Bc');
    expect(Object.fromEntries(new URLSearchParams(text))).toEqual({
      scope: 'shop',
      page: '1',
      pageSize: '50',
      q: search,
      categoria: 'Mecânica',
    });
  });

  it("is the shop's query string, for the server-rendered first page and the island", () => {
    const view = { q: 'bucha', categoria: 'Mecânica', page: 4, pageSize: 100 } as const;
    expect(apiQueryString(view)).toBe(partsQueryString({ scope: 'shop', ...view }));
  });
});
