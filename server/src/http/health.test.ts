import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedStore } from '../store/embedded';
import {
  createSiteFixture,
  recordingLogger,
  startTestApp,
  testConfig,
  type SiteFixture,
  type TestServer,
} from '../testing/site-fixture';
import { errorHandler } from './errors';
import { healthChecks } from './health';

let fixture: SiteFixture;
let app: TestServer;

beforeAll(async () => {
  fixture = await createSiteFixture();
  app = await startTestApp(testConfig(fixture.siteDir));
});
afterAll(async () => {
  await app.close();
  await fixture.cleanup();
});

/** The checks alone over a store whose ping does what the test says. */
async function checksOver(ping: () => Promise<void>) {
  const logger = recordingLogger();
  const koa = new Koa();
  koa.use(errorHandler({ logger }));
  koa.use(healthChecks({ store: { ping }, logger }));
  const server = koa.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    logger,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('health checks of the real app', () => {
  it('answer /healthz and /readyz with 200, never cached, in any site language', async () => {
    for (const [pathName, status] of [
      ['/healthz', 'ok'],
      ['/readyz', 'ready'],
    ] as const) {
      const res = await fetch(`${app.url}${pathName}`, {
        headers: { 'Accept-Language': 'es-CL', Cookie: 'castall.lang=en' },
        redirect: 'manual',
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({ status });
      const head = await fetch(`${app.url}${pathName}`, { method: 'HEAD' });
      expect(head.status).toBe(200);
    }
  });

  it('refuse other methods with 405 and Allow', async () => {
    const res = await fetch(`${app.url}/readyz`, { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('readiness', () => {
  it('is 503 while the store cannot answer, and logs why in one line', async () => {
    const checks = await checksOver(() => Promise.reject(new Error('connection refused')));
    try {
      const ready = await fetch(`${checks.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'unavailable' });
      expect(checks.logger.infos).toEqual([
        'Not ready: the store did not answer (connection refused).',
      ]);
      // The process itself is alive.
      expect((await fetch(`${checks.url}/healthz`)).status).toBe(200);
    } finally {
      await checks.close();
    }
  });

  it('is 503 when the store takes longer than 2 seconds', async () => {
    const checks = await checksOver(() => new Promise(() => undefined));
    try {
      const ready = await fetch(`${checks.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(checks.logger.infos[0]).toContain('no answer within 2000 ms');
    } finally {
      await checks.close();
    }
  });

  it('follows the embedded store: ready while open, not once closed', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'castall-ready-'));
    try {
      const store = await openEmbeddedStore({ dir });
      await expect(store.ping()).resolves.toBeUndefined();
      await store.close();
      await expect(store.ping()).rejects.toThrow();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
