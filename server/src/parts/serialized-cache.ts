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

const LONE_SURROGATE = /\p{Cs}/gu;

/**
 * Writes a lone UTF-16 surrogate as U+FFFD: JSON.stringify would escape it as `\ud800`, which
 * strict JSON readers refuse, so one such string left by an older version (before issue 11
 * refused them on input) would make the whole catalogue unreadable to them.
 */
function wellFormed(_key: string, value: unknown): unknown {
  return typeof value === 'string' ? value.replace(LONE_SURROGATE, '\uFFFD') : value;
}

/** The JSON of a value, as the API sends it. */
export function jsonBytes(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value, wellFormed));
}

function bodyOf(raw: Buffer): SerializedBody {
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
 * Caches JSON bodies per catalogue revision (the store's `revision()`): the full catalogue,
 * and the most asked query pages, are built and serialized only once per change. When the
 * revision moves on, everything cached for the old one is dropped. Concurrent misses for one
 * key share one build; the least recently used key goes first beyond `maxEntries`.
 * `bytesOf` turns what `build` made into the body (default: its JSON; the shop page: its HTML).
 */
export function serializedCache<K, V = unknown>(
  build: (key: K) => Promise<V>,
  {
    maxEntries = 1,
    keyOf = (key: K) => JSON.stringify(key),
    bytesOf = jsonBytes as (value: V) => Buffer,
  } = {},
) {
  let revisionCached: string | undefined;
  const entries = new Map<string, Promise<SerializedBody>>();

  return function get(revision: string, key: K): Promise<SerializedBody> {
    if (revision !== revisionCached) {
      entries.clear();
      revisionCached = revision;
    }
    const id = keyOf(key);
    let body = entries.get(id);
    if (body === undefined) {
      body = build(key).then((value) => bodyOf(bytesOf(value)));
      const pending = body;
      // A failed build must not stick: the next request tries again.
      pending.catch(() => {
        if (entries.get(id) === pending) entries.delete(id);
      });
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done !== true) entries.delete(oldest.value);
      }
    } else {
      entries.delete(id); // re-inserted below: Map order is the recency order
    }
    entries.set(id, body);
    return body;
  };
}
