import { send } from '@koa/send';
import type { Context, Middleware } from 'koa';
import { isUnderPrefix } from '../http/paths';
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

/** Serves part images from `dir` at /upload/ (spec §7), GET and HEAD only. */
export function serveUploads(dir: string): Middleware {
  return async function uploads(ctx: Context, next) {
    if (!isUnderPrefix(ctx.path, UPLOAD_PREFIX)) {
      await next();
      return;
    }
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.throw(405, { headers: { Allow: 'GET, HEAD' } });
    }
    const file = relativeFile(ctx.path);
    if (file === undefined) ctx.throw(404);

    // A generated name is never reused for other content, so it can be cached for good.
    const cacheControl = GENERATED_NAME.test(file.split('/').at(-1) ?? '')
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=86400';
    const sent = await send(ctx, file, {
      root: dir,
      index: false,
      hidden: false,
      gzip: false,
      brotli: false,
      setHeaders(res) {
        res.setHeader('Cache-Control', cacheControl);
      },
    });
    if (!sent) ctx.throw(404);
  };
}
