import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, useTestApp } from '../testing/site-fixture';

const server = useTestApp();
const JPEG = Buffer.from('jpeg bytes');

beforeAll(async () => {
  await server.services.store.files.put('bomba-01.jpg', JPEG, 'image/jpeg');
  // A secret beside the image folder that no URL may reach.
  await writeFile(path.join(server.services.images.dir, '..', 'secret.txt'), 'secret');
});

describe('GET /upload/', () => {
  it('serves a legacy file name from the old site with a day of caching', async () => {
    const response = await rawRequest(server.url, '/upload/bomba-01.jpg');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(JPEG);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['content-length']).toBe(String(JPEG.length));
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('names the version it sends, and answers 304 to a client that has it', async () => {
    const first = await rawRequest(server.url, '/upload/bomba-01.jpg');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(Date.parse(first.headers['last-modified'] ?? '')).not.toBeNaN();

    for (const method of ['GET', 'HEAD']) {
      const again = await rawRequest(server.url, '/upload/bomba-01.jpg', {
        method,
        headers: { 'If-None-Match': etag ?? '' },
      });
      expect(again.status, method).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=86400');
    }
    const other = await rawRequest(server.url, '/upload/bomba-01.jpg', {
      headers: { 'If-None-Match': '"another"' },
    });
    expect(other.status).toBe(200);
    expect(other.body).toEqual(JPEG);
  });

  it('answers 304 to If-Modified-Since when no ETag is asked about', async () => {
    const first = await rawRequest(server.url, '/upload/bomba-01.jpg');
    const since = first.headers['last-modified'] ?? '';
    const again = await rawRequest(server.url, '/upload/bomba-01.jpg', {
      headers: { 'If-Modified-Since': since },
    });
    expect(again.status).toBe(304);
  });

  it('gives new content under the same name a new ETag', async () => {
    const before = await rawRequest(server.url, '/upload/bomba-02.jpg');
    expect(before.status).toBe(404);
    await server.services.store.files.put('bomba-02.jpg', Buffer.from('one'), 'image/jpeg');
    const one = await rawRequest(server.url, '/upload/bomba-02.jpg');
    await server.services.store.files.put('bomba-02.jpg', Buffer.from('two!'), 'image/jpeg');
    const two = await rawRequest(server.url, '/upload/bomba-02.jpg', {
      headers: { 'If-None-Match': one.headers.etag ?? '' },
    });
    expect(two.status).toBe(200);
    expect(two.body.toString()).toBe('two!');
    expect(two.headers.etag).not.toBe(one.headers.etag);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await rawRequest(server.url, '/upload/bomba-01.jpg', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(JPEG.length));
    expect(head.headers['content-type']).toBe('image/jpeg');
    expect(head.headers.etag).toBeDefined();
  });

  it.each([
    '/upload/../secret.txt',
    '/upload/%2e%2e/secret.txt',
    '/upload/%2e%2e%2fsecret.txt',
    '/upload/thumbs/../../secret.txt',
    '/upload/..%5csecret.txt',
    '/upload/.hidden.jpg',
    '/upload/secret.txt',
    '/upload/',
    '/upload/a/b/c.jpg',
  ])('never serves %s', async (rawPath) => {
    const response = await rawRequest(server.url, rawPath);
    expect([400, 404]).toContain(response.status);
    expect(response.body.toString()).not.toContain('secret');
  });

  it('answers 404 for a missing image and 405 for a write', async () => {
    expect((await rawRequest(server.url, '/upload/missing.webp')).status).toBe(404);
    const post = await rawRequest(server.url, '/upload/bomba-01.jpg', { method: 'POST' });
    expect(post.status).toBe(405);
  });
});
