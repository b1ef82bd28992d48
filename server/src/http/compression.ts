import { constants } from 'node:zlib';
import type { Middleware } from 'koa';
import compress from 'koa-compress';

/**
 * gzip and brotli for compressible bodies (html, js, css, svg, json, xml). Brotli runs at
 * quality 4: close to gzip in CPU cost and still smaller; the top qualities cost far more
 * per request than they save. Bodies under 1 kB are not worth a compression frame.
 * Images, video and PDFs are not compressible types, so they pass through untouched.
 */
export function compression(): Middleware {
  return compress({
    threshold: 1024,
    gzip: {},
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    deflate: false,
    zstd: false,
  });
}
