// Test helpers: the real app (createApp) on the real embedded store in a temporary folder, over
// HTTP, with one extra route guarded by requireAdmin.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Middleware } from 'koa';
import { afterEach, beforeEach } from 'vitest';
import { createApp } from '../../app';
import type { Logger } from '../../logger';
import { openEmbeddedStore } from '../../store/embedded';
import type { Store } from '../../store/types';
import { recordingLogger, testConfig, TEST_ADMIN_PASSWORD } from '../../testing/site-fixture';
import { ensureAdminAccount } from '../admin-account';
import { createImageStore } from '../../uploads/image-store';
import { requireAdminMiddleware } from '../require-admin';
import { KDF_TEST_TIMEOUT_MS } from './timeouts';

export { TEST_ADMIN_PASSWORD };

export interface TestStore {
  store: Store;
  close(): Promise<void>;
}

/** The embedded store in a fresh temporary folder, with the test administrator account. */
export async function openTestStore(): Promise<TestStore> {
  const dir = await mkdtemp(path.join(tmpdir(), 'castall-auth-'));
  const store = await openEmbeddedStore({ dir });
  await ensureAdminAccount({
    config: { adminUsername: 'admin', adminPassword: TEST_ADMIN_PASSWORD },
    accounts: store.accounts,
    sessions: store.sessions,
    logger: recordingLogger(),
  });
  return {
    store,
    close: async () => {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A clock that only moves when told, starting now (the embedded store expires by Date.now). */
export function testClock() {
  let time = Date.now();
  return {
    now: () => time,
    advance(ms: number) {
      time += ms;
    },
  };
}

export interface AuthAppOptions {
  store: Store;
  now?: () => number;
  trustProxy?: boolean;
  logger?: Logger;
}

export interface AuthTestServer {
  url: string;
  close(): Promise<void>;
}

/** `POST /api/protected`: requireAdmin in front of a handler answering `{ success: true }`. */
function protectedRoute(now: () => number): Middleware {
  const requireAdmin = requireAdminMiddleware(now);
  return async (ctx, next) => {
    if (ctx.method !== 'POST' || ctx.path !== '/api/protected') return next();
    await requireAdmin(ctx, () => {
      ctx.body = { success: true };
      return Promise.resolve();
    });
  };
}

/**
 * The real app (`createApp`, every setting and middleware of production) over the test's
 * store, plus one route guarded by requireAdmin, mounted where the API's routes are: after the
 * session and the CSRF check. No site is built; images go to the store's files.
 */
export async function startAuthApp(options: AuthAppOptions): Promise<AuthTestServer> {
  const config = testConfig('/nonexistent/site', { trustProxy: options.trustProxy ?? false });
  const now = options.now ?? Date.now;
  const images = createImageStore(options.store.files);
  const app = createApp(
    config,
    { store: options.store, images },
    { logger: options.logger ?? recordingLogger(), now, extraMiddleware: [protectedRoute(now)] },
  );

  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      });
    },
  };
}

export interface AuthAppPerTest {
  /** The test's store (opened before the test, with the administrator account). */
  readonly store: Store;
  /** The running app's address; `start` first. */
  readonly url: string;
  /** Starts the app over the test's store (or the given one); closed after the test. */
  start(options?: Partial<AuthAppOptions>): Promise<string>;
}

/**
 * A store per test and the app the test starts, both closed after it. Per test, not per file:
 * opened in `beforeAll`, the administrator account's hashing ran outside any test, which made
 * its mutants "static" (each ran every test of the mutation group).
 */
export function authAppPerTest(): AuthAppPerTest {
  let db: TestStore | undefined;
  let app: AuthTestServer | undefined;
  beforeEach(async () => {
    db = await openTestStore();
  }, KDF_TEST_TIMEOUT_MS);
  afterEach(async () => {
    await app?.close();
    app = undefined;
    await db?.close();
    db = undefined;
  });
  const opened = () => {
    if (db === undefined) throw new Error('authAppPerTest: no test is running');
    return db;
  };
  return {
    get store() {
      return opened().store;
    },
    get url() {
      if (app === undefined) throw new Error('authAppPerTest: start the app first');
      return app.url;
    },
    async start(options = {}) {
      app = await startAuthApp({ ...options, store: options.store ?? opened().store });
      return app.url;
    },
  };
}
