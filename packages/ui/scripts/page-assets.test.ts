import { describe, expect, it } from 'vitest';
import {
  budgetOf,
  eagerPreloads,
  gzipTotal,
  islandKeys,
  pageScripts,
  pageStyles,
  type Manifest,
} from './page-assets';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    css: ['assets/index.css'],
  },
  'src/features/shop/ShopPage.tsx': {
    file: 'assets/ShopPage.js',
    imports: ['_page-header.js', 'index.html'],
    css: ['assets/ShopPage.css'],
  },
  '_page-header.js': { file: 'assets/page-header.js', css: ['assets/page-header.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_island.js': { file: 'assets/island.js', imports: ['_react.js'] },
  '_header.island-X.js': {
    file: 'assets/header.js',
    name: 'header.island',
    imports: ['_island.js', '_react.js'],
  },
  'src/features/shop/shop.island.tsx': {
    file: 'assets/shop.js',
    imports: ['_island.js', '_router.js'],
    css: ['assets/shop.css'],
  },
  '_router.js': { file: 'assets/router.js', imports: ['_react.js'] },
};

describe('pageScripts', () => {
  it('finds each island by its file name', () => {
    expect([...islandKeys(manifest).keys()]).toEqual(['header', 'shop']);
  });

  it('counts the entry and the islands with their imports, each once', () => {
    const scripts = pageScripts(manifest, ['header', 'shop']);
    expect(scripts.entry).toBe('/assets/index.js');
    expect(scripts.preload).toEqual([
      '/assets/react.js',
      '/assets/header.js',
      '/assets/island.js',
      '/assets/shop.js',
      '/assets/router.js',
    ]);
    expect(scripts.all).toEqual(['/assets/index.js', ...scripts.preload]);
  });

  it('fails for an island placed without its file', () => {
    expect(() => pageScripts(manifest, ['headr'])).toThrow(/headr\.island\.tsx/);
  });
});

describe('pageStyles', () => {
  it("lists the page's and its islands' styles with their imports, not the entry's", () => {
    expect(pageStyles(manifest, 'src/features/shop/ShopPage.tsx', ['header', 'shop'])).toEqual([
      '/assets/ShopPage.css',
      '/assets/page-header.css',
      '/assets/shop.css',
    ]);
  });
});

describe('budgets', () => {
  it('gives the list pages 100 kB and the others 80 kB', () => {
    expect(budgetOf(['header', 'shop', 'newsletter'])).toBe(100 * 1024);
    expect(budgetOf(['header', 'product-catalog'])).toBe(100 * 1024);
    expect(budgetOf(['header', 'newsletter', 'promo'])).toBe(80 * 1024);
  });

  it('sums gzip sizes, a file listed twice counted once', () => {
    const read = (file: string) => Buffer.from(file.repeat(100));
    const one = gzipTotal(['/a.js'], read);
    expect(one).toBeGreaterThan(0);
    expect(gzipTotal(['/a.js', '/a.js'], read)).toBe(one);
    expect(gzipTotal(['/a.js', '/b.js'], read)).toBeGreaterThan(one);
  });
});

describe('eagerPreloads', () => {
  const scripts = { entry: '/assets/index.js', preload: ['/assets/site.js'], all: [] };

  it("preloads the shop's scripts with its HTML", () => {
    expect(eagerPreloads(['header', 'shop'], scripts)).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/index.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/site.js">',
    );
  });

  it('leaves every other page to fetch its scripts after its first paint', () => {
    expect(eagerPreloads(['header', 'newsletter', 'product-catalog'], scripts)).toBe('');
  });
});
