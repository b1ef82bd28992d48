/**
 * Catalogue PDFs and their viewer (spec §2 /pdf/{language}/{filename}, §7 /catalogs/...), shared
 * by the site, which links and validates, and the server, which refuses other names.
 */

import { LANGUAGES, type Lang } from './languages';

/** Languages that have a catalogues folder: /catalogs/{lang}/ (every site language). */
export const CATALOG_LANGUAGES = LANGUAGES;
export type CatalogLanguage = Lang;

/**
 * One path segment: letters, digits, `_` and `-`, dots only between them (so no `..`, no hidden
 * files), ending in `.pdf`. Anything else (slashes, encoded traversal, other extensions) is refused.
 */
const CATALOG_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*\.pdf$/;
const MAX_FILE_NAME_LENGTH = 120;

export function isCatalogFileName(name: string): boolean {
  return name.length <= MAX_FILE_NAME_LENGTH && CATALOG_FILE_NAME.test(name);
}

export function isCatalogLanguage(value: string): value is CatalogLanguage {
  return (CATALOG_LANGUAGES as readonly string[]).includes(value);
}

/** A viewer address's two segments when they name a file in a language's catalogues folder. */
export function parseCatalogViewerPath(
  lang: string,
  file: string,
): { lang: CatalogLanguage; file: string } | undefined {
  return isCatalogLanguage(lang) && isCatalogFileName(file) ? { lang, file } : undefined;
}

/** Site path of a language catalogue file. */
export function languageCatalogPath(lang: CatalogLanguage, file: string): string {
  return `/catalogs/${lang}/${file}`;
}

/** Unprefixed viewer route of a language catalogue file. */
export function catalogViewerPath(lang: CatalogLanguage, file: string): string {
  return `/pdf/${lang}/${file}`;
}

/**
 * The prerendered viewer page (one per site language, under its prefix: `pdf/viewer.html`,
 * `en/pdf/viewer.html`), which the server answers for every valid viewer address.
 */
export const CATALOG_VIEWER_SHELL = 'pdf/viewer.html';
/** The address the shell is prerendered from; the page renders the same for any valid name. */
export const CATALOG_VIEWER_SHELL_SOURCE = '/pdf/pt/viewer.pdf';
