import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SITE_FILES, rawRequest, useTestApp } from '../testing/site-fixture';

const server = useTestApp();
const BUNDLE = '/assets/index-3f2a1b.js';

// rawRequest, because fetch decompresses transparently and picks its own Accept-Encoding.
describe('compression', () => {
  it('gzips a large compressible body when the client accepts gzip', async () => {
    const res = await rawRequest(server.url, BUNDLE, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(res.body).toString()).toBe(SITE_FILES['assets/index-3f2a1b.js']);
  });

  it('prefers brotli when both are accepted', async () => {
    const res = await rawRequest(server.url, BUNDLE, {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.length).toBeLessThan(4000);
  });

  it('sends identity when the client accepts no encoding', async () => {
    const res = await rawRequest(server.url, BUNDLE, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(SITE_FILES['assets/index-3f2a1b.js']);
  });

  it('leaves bodies under the threshold alone', async () => {
    const res = await rawRequest(server.url, '/', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses video', async () => {
    const res = await rawRequest(server.url, '/video/hero.webm', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  // Issue 38: these made koa-compress set `Content-Encoding: undefined`, a 500 with a stack.
  it.each([
    'identity;q=0',
    '*;q=0',
    'identity;q=0, *;q=0',
    'gzip;q=0, br;q=0, identity;q=0',
    'deflate, identity;q=0',
    'zstd, compress, identity;q=0',
  ])('sends the identity body for Accept-Encoding: %s, never a 500', async (value) => {
    for (const path of [BUNDLE, '/', '/admin']) {
      const res = await rawRequest(server.url, path, { headers: { 'Accept-Encoding': value } });
      expect(res.status, path).toBeLessThan(500);
      expect(res.headers['content-encoding'], path).toBeUndefined();
      expect(res.headers.vary, path).toContain('Accept-Encoding');
    }
    const res = await rawRequest(server.url, BUNDLE, { headers: { 'Accept-Encoding': value } });
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(SITE_FILES['assets/index-3f2a1b.js']);
  });
});
