import { describe, expect, it } from 'vitest';
import { createI18n, ensureLanguage } from './i18n';
import { LANGUAGES } from './languages';
import { pt } from './locales/pt';
import { en } from './locales/en';
import { es } from './locales/es';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, item]) =>
    typeof item === 'string' ? [`${prefix}${key}`] : keysOf(item as object, `${prefix}${key}.`),
  );
}

describe('translations', () => {
  it('carry the same keys in every language, none empty', () => {
    const base = keysOf(pt).sort();
    expect(keysOf(en).sort()).toEqual(base);
    expect(keysOf(es).sort()).toEqual(base);
    for (const resources of [pt, en, es]) {
      for (const key of keysOf(resources)) {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as never)[part], resources);
        expect(String(text).trim(), key).not.toBe('');
      }
    }
  });

  it('load each language on demand', async () => {
    const i18n = createI18n({ strict: true });
    for (const lang of LANGUAGES) {
      await ensureLanguage(i18n, lang);
      expect(i18n.getFixedT(lang)('common.nav.shop')).toBe('E-SHOP');
    }
    expect(i18n.getFixedT('en')('common.nav.about')).toBe('About');
    expect(i18n.getFixedT('es')('common.footer.hoursValue')).toContain('7 h a 17 h');
  });

  it('give each instance its own texts, also when two load a language at once', async () => {
    const first = createI18n({ strict: true });
    const second = createI18n({ strict: true });
    await Promise.all([ensureLanguage(first, 'es'), ensureLanguage(second, 'es')]);
    const third = createI18n({ strict: true });
    await ensureLanguage(third, 'es');
    for (const i18n of [first, second, third]) {
      expect(i18n.getFixedT('es')('common.nav.about')).toBe('Nosotros');
    }
  });

  it('throw on a missing key in strict mode', async () => {
    const i18n = createI18n({ strict: true });
    await ensureLanguage(i18n, 'pt');
    const t = i18n.getFixedT('pt') as (key: string) => string;
    expect(() => t('common.nav.doesNotExist')).toThrow(/Missing translation key/);
  });
});
