import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedFileStore } from '../store/embedded/file-store';
import { serveUploads } from './serve-uploads';

// Which names /upload/ serves, and how long they may be cached: only the middleware, over real
// HTTP, so each rule of the name check is tried on its own (issue 11, mutation testing). The
// files are written straight into the embedded store's folder, as an operator copies them.

const UUID = '0f8c2d4e-1a2b-4c3d-8e9f-a0b1c2d3e4f5';
const LONG_NAME = `a${'b'.repeat(200)}.jpg`; // the longest name allowed: 1 + 200 + extension
// The last two hold a generated name but are not one: cached for a day like any legacy name.
const LEGACY = [
  'bomba-01.jpg',
  'b.jpeg',
  'c.png',
  'd.gif',
  'e.webp',
  'F_2.JPG',
  LONG_NAME,
  `x${UUID}.webp`,
  `${UUID}.webp.jpg`,
];

let dir: string;
let server: ReturnType<Koa['listen']>;
let base: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'castall-uploads-'));
  await mkdir(path.join(dir, 'thumbs'));
  await mkdir(path.join(dir, 'legacy'));
  await mkdir(path.join(dir, 'album.jpg'));
  const files = [
    ...LEGACY,
    `${UUID}.webp`,
    `thumbs/${UUID}.webp`,
    'thumbs/bomba-01.jpg',
    'legacy/bomba-01.jpg',
    `x${'b'.repeat(201)}.jpg`,
    'bomba.txt',
    'bomba.jpgx',
    'bomba-01.jpg.gz',
    'bomba-01.jpg.br',
    'album.jpg/index.html',
  ];
  await Promise.all(files.map((file) => writeFile(path.join(dir, file), `bytes of ${file}`)));
  const app = new Koa();
  app.use(serveUploads(createEmbeddedFileStore(dir)));
  app.use((ctx) => {
    ctx.body = 'next';
  });
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe('serveUploads', () => {
  it.each(LEGACY)('serves the legacy name %s for a day', async (name) => {
    const response = await fetch(`${base}/upload/${name}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(`bytes of ${name}`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('serves a generated name and its thumbnail for good', async () => {
    for (const file of [`${UUID}.webp`, `thumbs/${UUID}.webp`]) {
      const response = await fetch(`${base}/upload/${file}`);
      expect(response.status, file).toBe(200);
      expect(await response.text()).toBe(`bytes of ${file}`);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('serves a legacy name in the thumbnail folder', async () => {
    const response = await fetch(`${base}/upload/thumbs/bomba-01.jpg`);
    expect(await response.text()).toBe('bytes of thumbs/bomba-01.jpg');
  });

  it.each([
    `x${'b'.repeat(201)}.jpg`,
    'bomba.txt',
    'bomba.jpgx',
    'legacy/bomba-01.jpg',
    'thumbs/',
    'thumbs',
    `thumbs/${UUID}.webp/x.webp`,
    'album.jpg',
  ])('answers 404 for %s, which exists but is no image name it serves', async (name) => {
    const response = await fetch(`${base}/upload/${name}`);
    expect(response.status).toBe(404);
  });

  it('never serves a precompressed sibling instead of the file', async () => {
    const response = await fetch(`${base}/upload/bomba-01.jpg`, {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe('bytes of bomba-01.jpg');
  });

  it('answers HEAD like GET, and refuses other methods with Allow', async () => {
    const head = await fetch(`${base}/upload/bomba-01.jpg`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String('bytes of bomba-01.jpg'.length));
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const refused = await fetch(`${base}/upload/bomba-01.jpg`, { method });
      expect(refused.status, method).toBe(405);
      expect(refused.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('leaves other paths to the next middleware', async () => {
    for (const other of ['/', '/uploads/bomba-01.jpg', '/api/upload/bomba-01.jpg']) {
      const response = await fetch(`${base}${other}`);
      expect(await response.text(), other).toBe('next');
    }
  });
});
