import { describe, expect, it } from 'vitest';
import { createTextStore } from './i18n';
import { ALL_NAMESPACES } from './namespaces';
import { createTranslate, type TextTree, type TranslateOptions } from './translate';
import { LANGUAGES } from './languages';

const texts: TextTree = {
  common: { nav: { home: 'Início' }, rights: '© {{year}} {{brand}}.' },
  shop: { showing: 'Mostrando {{ from }}-{{to}} de {{total}} peças' },
};

/** The translator with plain string keys: these texts are not the site's typed ones. */
const translator = (tree: TextTree, options?: TranslateOptions) =>
  createTranslate(tree, options) as unknown as (key: string, values?: object) => string;

describe('createTranslate', () => {
  it('looks a key up by its dotted path', () => {
    expect(translator(texts)('common.nav.home')).toBe('Início');
  });

  it('fills {{name}} placeholders, spaces inside the braces allowed', () => {
    const t = translator(texts);
    expect(t('common.rights', { year: 2026, brand: 'CAST ALL' })).toBe('© 2026 CAST ALL.');
    expect(t('shop.showing', { from: 1, to: 50, total: 360 })).toBe('Mostrando 1-50 de 360 peças');
  });

  it('never reads a value as a placeholder again', () => {
    const t = translator(texts);
    expect(t('common.rights', { year: '{{brand}}', brand: 'X' })).toBe('© {{brand}} X.');
  });

  it('shows a missing key as itself, or throws when strict (the server)', () => {
    expect(translator(texts)('common.nav.nowhere')).toBe('common.nav.nowhere');
    expect(translator(texts)('common.nav')).toBe('common.nav');
    expect(() => translator(texts, { strict: true })('shop.none')).toThrow(/shop\.none/);
  });

  // The one translator of static pages and islands (i18next is gone): every text of every
  // language is found through the text store, and names the same placeholders as Portuguese.
  it('finds every text of every language, with the placeholders of the Portuguese one', async () => {
    const store = createTextStore({ strict: true });
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
    const keysOf = (node: TextTree, prefix = ''): string[] =>
      Object.entries(node).flatMap(([key, value]) =>
        typeof value === 'string' ? [prefix + key] : keysOf(value, `${prefix}${key}.`),
      );
    await Promise.all(LANGUAGES.map((lang) => store.ensure(lang, ALL_NAMESPACES)));
    const keys = keysOf(store.texts('pt'));
    expect(keys.length).toBeGreaterThan(100);
    const portuguese = translator(store.texts('pt'), { strict: true });
    for (const lang of LANGUAGES) {
      const t = translator(store.texts(lang), { strict: true });
      for (const key of keys) {
        const raw = t(key);
        expect(raw.trim(), `${lang}: ${key}`).not.toBe('');
        expect(placeholders(raw), `${lang}: ${key}`).toEqual(placeholders(portuguese(key)));
      }
    }
  });
});
