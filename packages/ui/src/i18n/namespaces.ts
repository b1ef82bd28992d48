import type { Translation } from './locales/types';

/** A top-level section of the texts (common, seo, products, …), one file per language. */
export type Namespace = keyof Translation;

/** What the layout and every page use (header, footer, head tags, not-found). */
export const CORE_NAMESPACES = ['common', 'seo', 'notFound'] as const satisfies Namespace[];

/** Every namespace, for the prerender (it renders every page in every language). */
export const ALL_NAMESPACES = [
  'common',
  'seo',
  'notFound',
  'home',
  'about',
  'products',
  'shop',
  'services',
  'gallery',
  'contact',
  'catalogs',
] as const satisfies Namespace[];

// Fails the type check when a namespace is added to the texts but not to the list above.
type Missing = Exclude<Namespace, (typeof ALL_NAMESPACES)[number]>;
export const ALL_NAMESPACES_ARE_LISTED: Missing extends never ? true : never = true;
