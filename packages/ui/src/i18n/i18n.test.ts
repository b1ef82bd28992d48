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

  it("write the opening hours one way per language, the spec's in English", () => {
    const hours = { pt, en, es };
    for (const [lang, resources] of Object.entries(hours)) {
      expect(resources.contact.info.hoursValue, lang).toBe(resources.common.footer.hoursValue);
    }
    // Spec §1 and §9: "Monday to Friday, 7h to 17h" (the contact page once said "7 am to 5 pm").
    expect(en.common.footer.hoursValue).toBe('Monday to Friday, 7h to 17h');
    const english = JSON.stringify(en);
    expect(english).not.toMatch(/\b(7 am|5 pm)\b/);
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
