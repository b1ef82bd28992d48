import { describe, expect, it } from 'vitest';
import { alternatePaths, localizePath, splitLangFromPath } from './paths';

describe('localized paths', () => {
  it('keeps Portuguese unprefixed and prefixes English and Spanish', () => {
    expect(localizePath('/', 'pt')).toBe('/');
    expect(localizePath('/', 'en')).toBe('/en/');
    expect(localizePath('/about', 'es')).toBe('/es/about');
    expect(localizePath('/services#parts', 'en')).toBe('/en/services#parts');
    expect(localizePath('/shop?q=abc', 'pt')).toBe('/shop?q=abc');
  });

  it('sends the other languages of a Portuguese-only page to their home page', () => {
    expect(localizePath('/admin/login', 'pt')).toBe('/admin/login');
    expect(localizePath('/admin/login', 'en')).toBe('/en/');
    expect(localizePath('/admin/login?x=1#y', 'es')).toBe('/es/');
  });

  it('splits the language from a pathname', () => {
    expect(splitLangFromPath('/')).toEqual({ lang: 'pt', path: '/' });
    expect(splitLangFromPath('/en')).toEqual({ lang: 'en', path: '/' });
    expect(splitLangFromPath('/en/')).toEqual({ lang: 'en', path: '/' });
    expect(splitLangFromPath('/es/products/cast-all-800')).toEqual({
      lang: 'es',
      path: '/products/cast-all-800',
    });
    // /pt/ is not a prefix: Portuguese lives at the unprefixed paths.
    expect(splitLangFromPath('/pt/about')).toEqual({ lang: 'pt', path: '/pt/about' });
    expect(splitLangFromPath('/english')).toEqual({ lang: 'pt', path: '/english' });
  });

  it('round-trips every language', () => {
    for (const lang of ['pt', 'en', 'es'] as const) {
      for (const path of ['/', '/about', '/products/cast-all-250']) {
        expect(splitLangFromPath(localizePath(path, lang))).toEqual({ lang, path });
      }
    }
  });

  it('lists the alternates of a page', () => {
    expect(alternatePaths('/about')).toEqual({ pt: '/about', en: '/en/about', es: '/es/about' });
  });
});
