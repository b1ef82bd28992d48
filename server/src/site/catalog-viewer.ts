import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  CATALOG_VIEWER_SHELL,
  CATALOG_VIEWER_SHELL_SOURCE,
  catalogViewerPath,
  parseCatalogViewerPath,
} from '@castall/contracts';
import { splitLangFromPath } from '@castall/contracts/site-paths';
import type { Context, Middleware, Next } from 'koa';

/** `/pdf/...`, unprefixed (its English and Spanish pages are `/en/pdf/...`, `/es/pdf/...`). */
const VIEWER_PREFIX = /^\/pdf(?:\/|$)/;

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** `{language}/{filename}` decoded, when it names a PDF in that language's catalogues folder. */
type ViewerTarget = ReturnType<typeof parseCatalogViewerPath>;

export function viewerTarget(rest: string): ViewerTarget {
  const segments = rest.split('/');
  if (segments.length !== 2) return undefined;
  try {
    const [lang = '', file = ''] = segments.map((segment) => decodeURIComponent(segment));
    return parseCatalogViewerPath(lang, file);
  } catch {
    return undefined;
  }
}

/** A path segment as sent, with anything outside the URL-safe set (and `&`, `'`) %-encoded. */
function safeSegment(segment: string): string {
  return segment.replace(/[^A-Za-z0-9._~%!$()*+,;=:@-]/g, (char) => encodeURIComponent(char));
}

/**
 * The page's own unprefixed address (`/pdf/en/CATALOG.pdf`), which replaces the address the
 * shell was prerendered from in its canonical, hreflang, og:url, language links and forms: each
 * viewer page names its own PDF, never the template's `/pdf/pt/viewer.pdf` (issue 39).
 */
function ownViewerPath(rest: string, target: ViewerTarget): string {
  if (target !== undefined) return catalogViewerPath(target.lang, encodeURIComponent(target.file));
  return `/pdf/${rest.split('/').map(safeSegment).join('/')}`;
}

export interface CatalogViewerOptions {
  /** Absolute folder of the built site (catalogs/ and the prerendered viewer pages). */
  root: string;
}

/**
 * /pdf/{language}/{filename} (spec §2). Two segments get the prerendered viewer page of the site
 * language: 200 when the name is a PDF that exists in catalogs/{language}/, else 404 (other
 * folders, encoded `..`, other extensions, missing files), and the viewer explains which. The
 * page never loads such a name. Anything else under /pdf/ is the ordinary 404 page. The viewer
 * is a tool, not content: noindex.
 */
export function catalogViewer({ root }: CatalogViewerOptions): Middleware {
  return async function serveCatalogViewer(ctx: Context, next: Next) {
    const { lang: siteLang, path: unprefixed } = splitLangFromPath(ctx.path);
    const prefix = VIEWER_PREFIX.exec(unprefixed)?.[0];
    if (prefix === undefined) return next();
    ctx.set('X-Robots-Tag', 'noindex, nofollow');
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.throw(405, { headers: { Allow: 'GET, HEAD' } });
    }
    const rest = unprefixed.slice(prefix.length);
    // The viewer page's route has exactly two segments; other shapes are not viewer addresses.
    if (rest.split('/').length !== 2) ctx.throw(404);
    const target = viewerTarget(rest);
    const exists =
      target !== undefined && (await isFile(path.join(root, 'catalogs', target.lang, target.file)));
    const shell = path.join(root, siteLang === 'pt' ? '' : siteLang, CATALOG_VIEWER_SHELL);
    const html = await readFile(shell, 'utf8').catch(() => undefined);
    if (html === undefined) ctx.throw(404);
    const own = ownViewerPath(rest, target);
    ctx.status = exists ? 200 : 404;
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'html';
    ctx.body = html.replaceAll(CATALOG_VIEWER_SHELL_SOURCE, own);
  };
}
