import { describe, expect, it } from 'vitest';
import { apiQueryString, DEFAULT_SHOP_QUERY, readShopQuery, shopSearchParams } from './shop-query';

const read = (search: string) => readShopQuery(new URLSearchParams(search));

describe('readShopQuery', () => {
  it('reads every parameter', () => {
    expect(read('q=+bomba+&categoria=Hidr%C3%A1ulica&page=3&pageSize=200')).toEqual({
      q: 'bomba',
      categoria: 'Hidráulica',
      page: 3,
      pageSize: 200,
    });
  });

  it('falls back to the defaults for values it does not understand', () => {
    expect(read('categoria=Motores&page=0&pageSize=30')).toEqual(DEFAULT_SHOP_QUERY);
    expect(read('page=-2')).toEqual(DEFAULT_SHOP_QUERY);
    expect(read('page=2.5')).toEqual(DEFAULT_SHOP_QUERY);
  });

  it('cuts a search longer than the server accepts', () => {
    expect(read(`q=${'a'.repeat(300)}`).q).toHaveLength(200);
  });
});

describe('shopSearchParams', () => {
  it('leaves the defaults out', () => {
    expect(shopSearchParams(DEFAULT_SHOP_QUERY).toString()).toBe('');
  });

  it('round-trips through readShopQuery', () => {
    const query = { q: 'válvula 3/4', categoria: 'Mecânica', page: 7, pageSize: 100 } as const;
    expect(readShopQuery(shopSearchParams(query))).toEqual(query);
  });
});

describe('apiQueryString', () => {
  it('asks the shop scope for the page', () => {
    const params = new URLSearchParams(
      apiQueryString({ q: 'abc', categoria: 'Elétrica', page: 2, pageSize: 50 }),
    );
    expect(Object.fromEntries(params)).toEqual({
      scope: 'shop',
      page: '2',
      pageSize: '50',
      q: 'abc',
      categoria: 'Elétrica',
    });
  });

  it('sends no empty filters', () => {
    expect(apiQueryString(DEFAULT_SHOP_QUERY)).toBe('scope=shop&page=1&pageSize=50');
  });
});
