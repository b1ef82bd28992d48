import type { Context } from 'koa';
import type { Encoding, SerializedBody } from '../parts/serialized-cache';

function preferredEncoding(ctx: Context): Encoding {
  const accepted = ctx.acceptsEncodings('br', 'gzip', 'identity');
  return accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
}

/**
 * Answers a cached body: 304 when the client has it, else the already-compressed copy its
 * Accept-Encoding prefers (koa-compress must not compress it again on every request).
 * `no-cache`: the body changes with the catalogue, so the client revalidates with the ETag.
 */
export async function sendSerialized(
  ctx: Context,
  body: SerializedBody,
  type = 'application/json; charset=utf-8',
): Promise<void> {
  ctx.set('Cache-Control', 'no-cache');
  ctx.set('ETag', body.etag);
  ctx.vary('Accept-Encoding');
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  const encoding = preferredEncoding(ctx);
  ctx.compress = false;
  if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
  ctx.type = type;
  ctx.body = await body.encoded(encoding);
}
