import { describe, expect, it } from 'vitest';
import { createTextStore } from './i18n';
import { createTranslate } from './translate';
import { LANGUAGES, type Lang } from './languages';
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
    const store = createTextStore({ strict: true });
    const t = (lang: Lang) => createTranslate(store.texts(lang), { strict: true });
    for (const lang of LANGUAGES) {
      expect(store.isLoaded(lang)).toBe(false);
      await store.ensure(lang);
      expect(store.isLoaded(lang)).toBe(true);
      expect(store.isLoaded(lang, ['shop'])).toBe(false);
      expect(t(lang)('common.nav.shop')).toBe('E-SHOP');
    }
    expect(t('en')('common.nav.about')).toBe('About');
    expect(t('es')('common.footer.hoursValue')).toContain('7 h a 17 h');
    await store.ensure('es', ['shop']);
    expect(store.isLoaded('es', ['shop'])).toBe(true);
    expect(store.texts('es')).toHaveProperty('shop');
    expect(store.texts('pt')).not.toHaveProperty('shop');
  });

  it('give each instance its own texts, also when two load a language at once', async () => {
    const first = createTextStore({ strict: true });
    const second = createTextStore({ strict: true });
    const both = [first.ensure('es'), first.ensure('es'), second.ensure('es')];
    // One promise per set of namespaces: a component that suspends on it twice gets the same one.
    expect(both[0]).toBe(both[1]);
    await Promise.all(both);
    const third = createTextStore({ strict: true });
    await third.ensure('es');
    for (const store of [first, second, third]) {
      expect(createTranslate(store.texts('es'))('common.nav.about')).toBe('Nosotros');
    }
  });

  it('throw on a missing key in strict mode', async () => {
    const store = createTextStore({ strict: true });
    await store.ensure('pt');
    const t = createTranslate(store.texts('pt'), { strict: true }) as (key: string) => string;
    expect(() => t('common.nav.doesNotExist')).toThrow(/Missing translation key/);
  });
});
