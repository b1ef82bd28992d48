// The CSV routes alone in a small Koa app (error handler, /api router) on the real embedded
// store in a temporary folder, over HTTP. The administrator check is let through: it is tested
// with the real login in routes.test.ts, and a scrypt login per test made every mutant of the
// CSV group slow (issue 11).
import Router from '@koa/router';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterEach, beforeEach } from 'vitest';
import { errorHandler } from '../../../http/errors';
import { openEmbeddedStore } from '../../../store/embedded';
import { makeTempDir } from '../../../store/embedded/testing/temp-dir';
import type { Store } from '../../../store/types';
import { recordingLogger } from '../../../testing/site-fixture';
import { registerCsvRoutes } from '../routes';

export interface CsvApp {
  url: string;
  store: Store;
}

/** A fresh app and store before each test, closed and removed after it. */
export function useCsvApp(): CsvApp {
  const app = { url: '', store: undefined as unknown as Store };
  let stop: () => Promise<void> = () => Promise.resolve();
  beforeEach(async () => {
    const temp = await makeTempDir();
    const store = await openEmbeddedStore({ dir: temp.dir });
    const koa = new Koa();
    const router = new Router({ prefix: '/api' });
    // Let through as the administrator `admin` (the author the change history records).
    const requireAdmin: Koa.Middleware = (ctx, next) => {
      (ctx.state as { adminUser?: string }).adminUser = 'admin';
      return next();
    };
    registerCsvRoutes(router, { parts: store.parts, requireAdmin });
    koa.use(errorHandler({ logger: recordingLogger() }));
    koa.use(router.routes());
    const server = koa.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    app.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    app.store = store;
    stop = async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
      await temp.remove();
    };
  });
  afterEach(() => stop());
  return app;
}

/** POST a CSV file to the import route, as a preview or (`apply`) applied. */
export function postImport(app: CsvApp, content: Buffer | string, apply = false) {
  const form = new FormData();
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  form.append('arquivo', new Blob([bytes], { type: 'text/csv' }), 'pecas.csv');
  if (apply) form.append('aplicar', '1');
  return fetch(`${app.url}/api/produtos-importar.php`, { method: 'POST', body: form });
}
