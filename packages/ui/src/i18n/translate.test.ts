import { describe, expect, it } from 'vitest';
import { createI18n, ensureLanguage } from './i18n';
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

  // The islands' translator must say what i18next says for every text of the site.
  it('agrees with i18next on every text of every language', async () => {
    const i18n = createI18n({ strict: true });
    const values = { year: 2026, brand: 'B', name: 'N', code: 'C', page: 2, pages: 9 };
    for (const lang of LANGUAGES) {
      await ensureLanguage(i18n, lang, ALL_NAMESPACES);
      const tree = i18n.getResourceBundle(lang, 'translation') as TextTree;
      const t = translator(tree);
      const fixed = i18n.getFixedT(lang);
      const keys: string[] = [];
      const walk = (node: TextTree, prefix: string) => {
        for (const [key, value] of Object.entries(node)) {
          if (typeof value === 'string') keys.push(prefix + key);
          else walk(value, `${prefix}${key}.`);
        }
      };
      walk(tree, '');
      expect(keys.length).toBeGreaterThan(100);
      for (const key of keys) {
        expect(t(key, values), `${lang}: ${key}`).toBe(
          (fixed as unknown as (k: string, v: object) => string)(key, values),
        );
      }
    }
  });
});
