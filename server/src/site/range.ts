import { createReadStream, type Stats } from 'node:fs';
import type { Readable } from 'node:stream';
import type { Context } from 'koa';

/** Inclusive byte offsets, as written in Content-Range. */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

/**
 * Reads a `Range` header against a file size (RFC 9110 §14). Only a single `bytes` range is
 * honoured: that is all video elements and PDF viewers ask for, and a server may answer any
 * other form with the whole file. Returns `undefined` for "ignore the header" and
 * `'unsatisfiable'` for a 416.
 */
export function parseRange(header: string, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;

  if (first === '') {
    // `bytes=-N` asks for the last N bytes.
    const suffixLength = Number(last);
    if (suffixLength === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffixLength), end: size - 1 };
  }

  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  // `bytes=5-2` is malformed rather than unsatisfiable, so the header is ignored.
  if (end < start) return undefined;
  return { start, end };
}

export interface RangeableFile {
  readonly path: string;
  readonly stats: Stats;
}

/**
 * Turns a full-file response (already prepared by send) into a 206 or 416 when the request
 * carries a usable Range. Browsers seek in video with ranges, and Safari will not play a video
 * whose server ignores them.
 */
export function applyRange(ctx: Context, file: RangeableFile): void {
  ctx.set('Accept-Ranges', 'bytes');
  const header = ctx.get('Range');
  if (header === '' || !ifRangeMatches(ctx)) return;

  const { size } = file.stats;
  const range = parseRange(header, size);
  if (range === undefined) return;
  if (range === 'unsatisfiable') {
    ctx.throw(416, { headers: { 'Content-Range': `bytes */${size}` } });
  }

  // Koa does not destroy a stream body replaced by another stream; close the full-file one.
  (ctx.body as Readable | null)?.destroy();
  ctx.status = 206;
  ctx.body = createReadStream(file.path, { start: range.start, end: range.end });
  ctx.length = range.end - range.start + 1;
  ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
}

/**
 * `If-Range` says "send the part only if the file is still the one I have". It carries the
 * ETag or the Last-Modified date we sent earlier; anything else means the whole file.
 */
function ifRangeMatches(ctx: Context): boolean {
  const ifRange = ctx.get('If-Range');
  if (ifRange === '') return true;
  return ifRange === ctx.response.get('ETag') || ifRange === ctx.response.get('Last-Modified');
}
