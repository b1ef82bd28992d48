import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect';
import { ogLocale, reduceLanguageTag } from './languages';

describe('language detection (spec §1)', () => {
  it('prefers the stored choice', () => {
    expect(detectLanguage({ stored: 'es', browserLanguages: ['en-US'] })).toBe('es');
  });

  it('reduces the browser language by prefix', () => {
    expect(detectLanguage({ stored: null, browserLanguages: ['en-GB'] })).toBe('en');
    expect(detectLanguage({ stored: null, browserLanguages: ['es-419'] })).toBe('es');
    expect(detectLanguage({ stored: null, browserLanguages: ['pt-PT'] })).toBe('pt');
  });

  it('takes the first supported browser language', () => {
    expect(detectLanguage({ stored: null, browserLanguages: ['fr-FR', 'es-ES'] })).toBe('es');
  });

  it('ignores an unsupported stored value and defaults to Portuguese', () => {
    expect(detectLanguage({ stored: 'de', browserLanguages: ['fr'] })).toBe('pt');
    expect(detectLanguage({ stored: null, browserLanguages: [] })).toBe('pt');
    expect(reduceLanguageTag('  EN_us ')).toBe('en');
    expect(reduceLanguageTag(undefined)).toBeUndefined();
  });

  it('maps og:locale: pt → pt_BR, es → es_ES, anything else → en_US', () => {
    expect(ogLocale('pt')).toBe('pt_BR');
    expect(ogLocale('es')).toBe('es_ES');
    expect(ogLocale('en')).toBe('en_US');
  });
});
