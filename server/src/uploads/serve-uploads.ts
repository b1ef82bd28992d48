import type { Context, Middleware } from 'koa';
import { isUnderPrefix } from '../http/paths';
import type { FileStore } from '../store/types';
import { THUMBS_FOLDER } from './image-store';

export const UPLOAD_PREFIX = '/upload';

/**
 * One plain file name: what the server generates (`<uuid>.webp`) and what parts imported from
 * the old PHP site may carry (`bomba-01.jpg`). No slashes, no leading dot, nothing to decode
 * into `..`, so the path can never leave the folder.
 */
const FILE_NAME = /^[A-Za-z0-9][\w.-]{0,200}\.(?:webp|jpe?g|png|gif)$/i;
const GENERATED_NAME = /^[0-9a-f-]{36}\.webp$/;

function relativeFile(urlPath: string): string | undefined {
  const rest = urlPath.slice(UPLOAD_PREFIX.length + 1);
  const [first, second, ...more] = rest.split('/');
  if (more.length > 0 || first === undefined) return undefined;
  if (second === undefined) return FILE_NAME.test(first) ? first : undefined;
  return first === THUMBS_FOLDER && FILE_NAME.test(second) ? `${first}/${second}` : undefined;
}

export interface ServeUploadsOptions {
  /**
   * The images only trashed parts hold (issue 38: a trashed part's images stayed public until
   * purged); they answer 404 to the public. Default: none.
   */
  trashedImages?: () => Promise<ReadonlySet<string>>;
  /** Whether the request comes from a logged-in administrator, who still sees them. */
  isAdmin?: (ctx: Context) => Promise<boolean>;
}

/**
 * Serves part images from the store's files at /upload/ (spec §7), GET and HEAD only, with
 * ETag and Last-Modified: a browser that has the image gets a 304.
 */
export function serveUploads(
  files: Pick<FileStore, 'open'>,
  options: ServeUploadsOptions = {},
): Middleware {
  const {
    trashedImages = () => Promise.resolve(new Set<string>()),
    isAdmin = () => Promise.resolve(false),
  } = options;
  return async function uploads(ctx: Context, next) {
    if (!isUnderPrefix(ctx.path, UPLOAD_PREFIX)) {
      await next();
      return;
    }
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.throw(405, { headers: { Allow: 'GET, HEAD' } });
    }
    const name = relativeFile(ctx.path);
    if (name === undefined) ctx.throw(404);
    const trashed = (await trashedImages()).has(name.split('/').at(-1) ?? '');
    if (trashed && !(await isAdmin(ctx))) ctx.throw(404);
    const file = await files.open(name);
    if (file === undefined) ctx.throw(404);

    ctx.status = 200;
    ctx.type = file.contentType;
    ctx.length = file.size;
    ctx.etag = file.etag;
    ctx.lastModified = file.modified;
    // A generated name is never reused for other content, so it can be cached for good.
    // A trashed part's image, seen by the administrator, is kept out of shared caches.
    ctx.set(
      'Cache-Control',
      trashed
        ? 'private, no-store'
        : GENERATED_NAME.test(name.split('/').at(-1) ?? '')
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=86400',
    );
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    // HEAD ends here too (Koa sends the headers only): the content is opened only for a GET.
    if (ctx.method === 'GET') ctx.body = file.stream();
  };
}
