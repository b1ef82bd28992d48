import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VIDEO_BYTES,
  createSiteFixture,
  rawRequest,
  startTestApp,
  testConfig,
  type SiteFixture,
  type TestServer,
} from '../testing/site-fixture';
import { parseRange } from './range';

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=999-999', { start: 999, end: 999 }],
  ])('reads %s of a 1000-byte file', (header, range) => {
    expect(parseRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=-0'])(
    'reports %s as unsatisfiable',
    (header) => {
      expect(parseRange(header, 1000)).toBe('unsatisfiable');
    },
  );

  it('reports any range of an empty file as unsatisfiable', () => {
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseRange('bytes=-1', 0)).toBe('unsatisfiable');
  });

  it.each(['items=0-1', 'bytes=', 'bytes=-', 'bytes=5-2', 'bytes=0-1,5-6', 'bytes=a-b', '0-1'])(
    'ignores %s, so the whole file is sent',
    (header) => {
      expect(parseRange(header, 1000)).toBeUndefined();
    },
  );
});

describe('Range requests over HTTP', () => {
  let fixture: SiteFixture;
  let app: TestServer;
  const size = VIDEO_BYTES.length;

  beforeAll(async () => {
    fixture = await createSiteFixture();
    app = await startTestApp(testConfig(fixture.siteDir));
  });

  afterAll(async () => {
    await app.close();
    await fixture.cleanup();
  });

  it('advertises byte ranges on video', async () => {
    const res = await fetch(`${app.url}/video/hero.webm`);
    expect(res.status).toBe(200);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(VIDEO_BYTES);
  });

  it.each(['/video/hero.webm', '/video/hero.mp4'])(
    'answers a range of %s with 206',
    async (urlPath) => {
      const res = await fetch(app.url + urlPath, { headers: { Range: 'bytes=100-199' } });
      expect(res.status).toBe(206);
      expect(res.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
      expect(res.headers.get('content-length')).toBe('100');
      expect(Buffer.from(await res.arrayBuffer())).toEqual(VIDEO_BYTES.subarray(100, 200));
    },
  );

  it('serves open-ended and suffix ranges', async () => {
    const tail = await fetch(`${app.url}/video/hero.webm`, { headers: { Range: 'bytes=4000-' } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes 4000-${size - 1}/${size}`);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(VIDEO_BYTES.subarray(4000));

    const suffix = await fetch(`${app.url}/video/hero.webm`, { headers: { Range: 'bytes=-10' } });
    expect(suffix.status).toBe(206);
    expect(Buffer.from(await suffix.arrayBuffer())).toEqual(VIDEO_BYTES.subarray(size - 10));
  });

  it('answers an unsatisfiable range with 416 and the real size', async () => {
    const res = await fetch(`${app.url}/video/hero.webm`, {
      headers: { Range: `bytes=${size}-` },
    });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${size}`);
    expect(res.headers.get('cache-control')).toBeNull();
  });

  it('sends the whole file for several ranges at once', async () => {
    const res = await fetch(`${app.url}/video/hero.webm`, { headers: { Range: 'bytes=0-1,5-6' } });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(VIDEO_BYTES);
  });

  it('honours If-Range only while the validator still matches', async () => {
    const first = await fetch(`${app.url}/video/hero.webm`);
    await first.arrayBuffer();
    const etag = first.headers.get('etag') ?? '';
    const lastModified = first.headers.get('last-modified') ?? '';

    for (const validator of [etag, lastModified]) {
      const fresh = await rawRequest(app.url, '/video/hero.webm', {
        headers: { Range: 'bytes=0-9', 'If-Range': validator },
      });
      expect(fresh.status).toBe(206);
      expect(fresh.body).toEqual(VIDEO_BYTES.subarray(0, 10));
    }

    const stale = await rawRequest(app.url, '/video/hero.webm', {
      headers: { Range: 'bytes=0-9', 'If-Range': 'W/"old"' },
    });
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual(VIDEO_BYTES);
  });

  it('answers HEAD with a range by 206 headers only', async () => {
    const res = await rawRequest(app.url, '/video/hero.webm', {
      method: 'HEAD',
      headers: { Range: 'bytes=0-9' },
    });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-9/${size}`);
    expect(res.body.length).toBe(0);
  });

  it('ignores Range on pages', async () => {
    const res = await fetch(`${app.url}/`, { headers: { Range: 'bytes=0-4' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('accept-ranges')).toBeNull();
  });
});
