import 'i18next';
import type { pt } from './locales/pt';

// Typed keys: a missing or misspelled key fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof pt };
  }
}
