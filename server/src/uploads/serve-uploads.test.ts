import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, useTestApp } from '../testing/site-fixture';

const server = useTestApp();

beforeAll(async () => {
  await writeFile(path.join(server.services.images.dir, 'bomba-01.jpg'), 'jpeg bytes');
  // A secret beside the upload folder that no URL may reach.
  await writeFile(path.join(server.services.images.dir, '..', 'secret.txt'), 'secret');
});

describe('GET /upload/', () => {
  it('serves a legacy file name from the old site with a day of caching', async () => {
    const response = await rawRequest(server.url, '/upload/bomba-01.jpg');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
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
