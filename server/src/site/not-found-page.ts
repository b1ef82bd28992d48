import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'koa';
import { languageOfPath, type SiteLanguage } from './language';

const PAGES: Readonly<Record<SiteLanguage, string>> = {
  pt: '404.html',
  en: 'en/404.html',
  es: 'es/404.html',
};

/** Shown when SITE_DIR holds no 404 page, which in practice means nobody ran the build. */
export const NOT_BUILT_MESSAGE =
  'Not Found. The site is not built yet (SITE_DIR has no 404.html). Run npm run build.';

async function readFirst(files: readonly string[]): Promise<Buffer | undefined> {
  for (const file of files) {
    try {
      return await readFile(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  return undefined;
}

/** Plain folder names only: anything else ends the walk (nothing outside the site is read). */
const SAFE_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
/** Deep enough for `/en/products/<id>`; bounds the file reads a 404 can cost. */
const MAX_SECTION_DEPTH = 3;

/**
 * The 404 pages that may answer a missing path, nearest first: a section's own page
 * (`en/products/404.html` for `/en/products/unknown`, written by the prerender), then the
 * language's, then the Portuguese one.
 */
export function notFoundCandidates(urlPath: string): string[] {
  let segments: string[];
  try {
    segments = decodeURIComponent(urlPath).split('/').filter(Boolean);
  } catch {
    segments = [];
  }
  // The last segment is the missing page itself; its parents are the sections.
  const parents = segments.slice(0, -1);
  const safeDepth = parents.findIndex((segment) => !SAFE_SEGMENT.test(segment));
  const sections = parents.slice(
    0,
    Math.min(safeDepth === -1 ? parents.length : safeDepth, MAX_SECTION_DEPTH),
  );
  const nearest = sections.map((_, index) =>
    path.posix.join(...sections.slice(0, sections.length - index), '404.html'),
  );
  return [...new Set([...nearest, PAGES[languageOfPath(urlPath)], PAGES.pt])];
}

/**
 * Writes the body of a 404 (the caller sets the status): the nearest prerendered 404 page (a
 * section's, then the path's language's), the Portuguese one if there is none, else a
 * plain-text hint.
 */
export function notFoundPage(siteDir: string): (ctx: Context) => Promise<void> {
  return async function renderNotFound(ctx) {
    const candidates = notFoundCandidates(ctx.path).map((page) => path.join(siteDir, page));
    const html = await readFirst(candidates);
    ctx.set('Cache-Control', 'no-cache');
    if (html === undefined) {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = NOT_BUILT_MESSAGE;
      return;
    }
    ctx.type = 'html';
    ctx.body = html;
  };
}
