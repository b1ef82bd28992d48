// Test helpers: one middleware (the CSRF check, requireAdmin, the health checks) alone in a
// small Koa app behind the error handler, over real HTTP, started inside the test that uses
// it. No scrypt login and no app shared between tests: each mutant of the guard runs only the
// tests that reach it, in milliseconds (issue 11; the HTTP tests of the folder start their apps
// in `beforeAll`, which made most mutants of the auth group "static", each running every test).
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import type { Middleware } from 'koa';
import { onTestFinished } from 'vitest';
import { errorHandler } from '../../http/errors';
import type { Logger } from '../../logger';
import { recordingLogger } from '../../testing/site-fixture';

/** What the guarded handler answers: it echoes the method, so a pass is plain to see. */
export const reachedHandler = (method: string) => ({ success: true, method });

/**
 * Starts the middleware `guardsOf` makes for the app (it may set the app up too: keys), then a
 * handler answering `reachedHandler(ctx.method)` on every path and method. Closed when the
 * test finishes. `logger` receives what the error handler logs.
 */
export async function startGuardApp(
  guardsOf: (app: Koa) => Middleware[],
  logger: Logger = recordingLogger(),
) {
  const app = new Koa();
  app.use(errorHandler({ logger }));
  for (const guard of guardsOf(app)) app.use(guard);
  app.use((ctx) => {
    ctx.body = reachedHandler(ctx.method);
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  onTestFinished(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, port };
}

export interface GuardAnswer {
  status: number;
  /** The JSON body, or `undefined` when there is none (HEAD). */
  body: unknown;
}

/**
 * One request with exactly these headers, by node:http rather than fetch so that any header
 * (Host among them) can be set as a client other than a browser could send it.
 */
export function send(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<GuardAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, method, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const body: unknown = text === '' ? undefined : JSON.parse(text);
        resolve({ status: response.statusCode ?? 0, body });
      });
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
