import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** One serialized body with its ETag and lazily made compressed twins. */
export interface SerializedBody {
  readonly etag: string;
  encoded(encoding: Encoding): Promise<Buffer>;
}

function serialize(value: unknown): SerializedBody {
  const raw = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha1').update(raw).digest('base64url')}"`;
  const variants = new Map<Encoding, Promise<Buffer>>([['identity', Promise.resolve(raw)]]);
  return {
    etag,
    encoded(encoding) {
      let variant = variants.get(encoding);
      if (variant === undefined) {
        // Made once per catalogue revision instead of once per request: the whole catalogue
        // is megabytes at 10,000 parts, far too much to compress on every call.
        variant =
          encoding === 'br'
            ? brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
            : gzipAsync(raw, { level: 9 });
        variants.set(encoding, variant);
      }
      return variant;
    },
  };
}

/**
 * Caches a JSON body keyed by a revision string (the store's `revision()`), so the full
 * catalogue is built and serialized only when it changed. Concurrent misses share one build.
 */
export function serializedCache(build: () => Promise<unknown>) {
  let cached: { revision: string; body: Promise<SerializedBody> } | undefined;

  return function get(revision: string): Promise<SerializedBody> {
    if (cached?.revision !== revision) {
      const body = build().then(serialize);
      cached = { revision, body };
      // A failed build must not stick: the next request tries again.
      body.catch(() => {
        if (cached?.body === body) cached = undefined;
      });
    }
    return cached.body;
  };
}
