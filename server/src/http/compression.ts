import { Stream, Transform } from 'node:stream';
import { constants } from 'node:zlib';
import type { Middleware } from 'koa';
import compress from 'koa-compress';

/**
 * gzip and brotli for compressible bodies (html, js, css, svg, json, xml). Brotli runs at
 * quality 4: close to gzip in CPU cost and still smaller; the top qualities cost far more
 * per request than they save. Bodies under 1 kB are not worth a compression frame.
 * Images, video and PDFs are not compressible types, and koa-compress leaves 206 alone.
 */
/** What the middleware can answer in, brotli and gzip first as koa-compress prefers them. */
const OFFERED = ['br', 'gzip', 'identity'];

export function compression(): Middleware {
  const compressBody = compress({
    threshold: 1024,
    gzip: {},
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    deflate: false,
    zstd: false,
  });

  return async function compression(ctx, next) {
    // `identity;q=0` with no encoding we offer (or `*;q=0`) leaves koa-compress negotiating
    // nothing, and it then set `Content-Encoding: undefined`: a 500 for anyone (issue 38).
    // RFC 9110 §12.5.3 lets the server send the uncoded body then, as it does here.
    if (ctx.acceptsEncodings(...OFFERED) === false) {
      ctx.vary('Accept-Encoding');
      ctx.compress = false;
    }
    let source: unknown;
    await compressBody(ctx, async () => {
      await next();
      source = ctx.body;
    });
    // koa-compress joins a stream body to the compressor with .pipe(), which does not forward
    // errors: a file that fails mid-read would leave the response hanging forever. Failing the
    // compressor lets Koa end the response and report the error.
    const compressor: unknown = ctx.body;
    if (source instanceof Stream && compressor instanceof Transform && compressor !== source) {
      source.once('error', (err: Error) => compressor.destroy(err));
    }
  };
}
