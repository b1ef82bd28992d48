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

/**
 * Writes the body of a 404 (the caller sets the status): the prerendered 404 page of the
 * path's language, the Portuguese one if that language has none, else a plain-text hint.
 */
export function notFoundPage(siteDir: string): (ctx: Context) => Promise<void> {
  return async function renderNotFound(ctx) {
    const language = languageOfPath(ctx.path);
    const candidates = [...new Set([PAGES[language], PAGES.pt])].map((page) =>
      path.join(siteDir, page),
    );
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
