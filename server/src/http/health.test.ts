import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGuardApp } from '../auth/testing/guard-app';
import { openEmbeddedStore } from '../store/embedded';
import {
  createSiteFixture,
  recordingLogger,
  startTestApp,
  testConfig,
  type SiteFixture,
  type TestServer,
} from '../testing/site-fixture';
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

/** The checks alone, behind the error handler, over a store whose ping does what the test says. */
async function checksOver(ping: () => Promise<void>) {
  const logger = recordingLogger();
  const { url } = await startGuardApp(() => [healthChecks({ store: { ping }, logger })], logger);
  return { url, logger };
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
    const ready = await fetch(`${checks.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable' });
    expect(checks.logger.infos).toEqual([
      'Not ready: the store did not answer (connection refused).',
    ]);
    // The process itself is alive.
    expect((await fetch(`${checks.url}/healthz`)).status).toBe(200);
  });

  it('is 503 once a shutdown began, while the process still answers', async () => {
    let draining = false;
    const logger = recordingLogger();
    const { url } = await startGuardApp(
      () => [
        healthChecks({
          store: { ping: () => Promise.resolve() },
          logger,
          draining: () => draining,
        }),
      ],
      logger,
    );
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    draining = true;
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });

  it('is 503 when the store takes longer than 2 seconds', async () => {
    const checks = await checksOver(() => new Promise(() => undefined));
    const ready = await fetch(`${checks.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(checks.logger.infos[0]).toContain('no answer within 2000 ms');
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
