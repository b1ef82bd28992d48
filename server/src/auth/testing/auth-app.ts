// Test helpers: the auth middleware in a small Koa app wired in the lead's order (error handler,
// session, CSRF, the /api router), on the real embedded store in a temporary folder, over HTTP.
import Router from '@koa/router';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { errorHandler } from '../../http/errors';
import type { Logger } from '../../logger';
import { openEmbeddedStore } from '../../store/embedded';
import type { Store } from '../../store/types';
import { recordingLogger, testConfig, TEST_ADMIN_PASSWORD } from '../../testing/site-fixture';
import { ensureAdminAccount } from '../admin-account';
import { createAuth } from '../index';

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
  store: Pick<Store, 'sessions' | 'accounts'>;
  now?: () => number;
  trustProxy?: boolean;
  logger?: Logger;
}

export interface AuthTestServer {
  url: string;
  close(): Promise<void>;
}

export async function startAuthApp(options: AuthAppOptions): Promise<AuthTestServer> {
  const config = testConfig('/nonexistent/site', { trustProxy: options.trustProxy ?? false });
  const logger = options.logger ?? recordingLogger();
  const app = new Koa();
  app.proxy = config.trustProxy;
  const auth = createAuth(app, { config, store: options.store, logger, now: options.now });

  const router = new Router({ prefix: '/api' });
  auth.registerRoutes(router);
  router.post('/protected', auth.requireAdmin, (ctx) => {
    ctx.body = { success: true };
  });

  app.use(errorHandler({ logger }));
  app.use(auth.session);
  app.use(auth.csrf);
  app.use(router.routes());
  app.use(router.allowedMethods());

  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
