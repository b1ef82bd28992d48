import { EventEmitter } from 'node:events';
import http, { type IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import type { Middleware } from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createLogger } from '../logger';
import { openServices, type OpenServices } from '../services';
import {
  createSiteFixture,
  rawRequest,
  testConfig,
  type SiteFixture,
} from '../testing/site-fixture';
import { listen, shutdownOnSignals, type RunningServer, type SignalSource } from './listen';

const silent = createLogger('silent');

function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

/** Routes whose progress the test controls, to hold a request in flight. */
function controlledRoutes() {
  const entered = deferred();
  const release = deferred();
  const stream = new PassThrough();
  const routes: Middleware = async (ctx, next) => {
    if (ctx.path === '/slow') {
      entered.resolve();
      await release.promise;
      ctx.body = 'slow done';
    } else if (ctx.path === '/stream') {
      ctx.type = 'text/plain';
      ctx.body = stream;
      stream.write('part one, ');
      entered.resolve();
    } else {
      await next();
    }
  };
  return { routes, entered, release, stream };
}

interface Received {
  res: IncomingMessage;
  body: Promise<string>;
}

function get(url: string, agent: http.Agent): Promise<Received> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        const body = new Promise<string>((done, fail) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => {
            done(text);
          });
          res.on('error', fail);
        });
        resolve({ res, body });
      })
      .on('error', reject);
  });
}

const passThrough: Middleware = async (_ctx, next) => {
  await next();
};

function fakeProcess(): SignalSource & EventEmitter & { exitCode: Promise<number> } {
  const exit = deferred<number>();
  return Object.assign(new EventEmitter(), { exit: exit.resolve, exitCode: exit.promise });
}

let fixture: SiteFixture;
let services: OpenServices;

beforeAll(async () => {
  fixture = await createSiteFixture();
  services = await openServices(testConfig(fixture.siteDir), silent);
});

afterAll(async () => {
  await services.close();
  await fixture.cleanup();
});

async function start(middleware: Middleware, shutdownTimeoutMs = 10_000): Promise<RunningServer> {
  const app = createApp(testConfig(fixture.siteDir), services, { extraMiddleware: [middleware] });
  const running = await listen(app.callback(), { host: '127.0.0.1', port: 0, shutdownTimeoutMs });
  // Far beyond the test's patience: closing must not wait for keep-alive sockets to time out.
  running.server.keepAliveTimeout = 60_000;
  return running;
}

describe('listen', () => {
  it('reports the URL with the port it actually bound', async () => {
    const running = await start(passThrough);
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(running.url).not.toMatch(/:0$/);
    const res = await rawRequest(running.url, '/about');
    expect(res.status).toBe(200);
    await running.shutdown();
  });

  it('rejects when the port is taken', async () => {
    const first = await start(passThrough);
    const port = Number(new URL(first.url).port);
    await expect(listen(() => undefined, { host: '127.0.0.1', port })).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });
    await first.shutdown();
  });
});

describe('graceful shutdown', () => {
  it('on SIGTERM lets the in-flight request finish, closes keep-alive sockets, exits 0', async () => {
    const { routes, entered, release } = controlledRoutes();
    const running = await start(routes);
    const agent = new http.Agent({ keepAlive: true });
    const closed = new Promise<void>((resolve) => running.server.once('close', resolve));
    try {
      // An idle keep-alive socket, then a second connection busy with a slow request.
      const warmUp = await get(`${running.url}/about`, agent);
      expect(await warmUp.body).toContain('Sobre');
      const slow = get(`${running.url}/slow`, new http.Agent({ keepAlive: true }));
      await entered.promise;

      const source = fakeProcess();
      let exited = false;
      void source.exitCode.then(() => (exited = true));
      shutdownOnSignals(running, { logger: silent, source });
      const startedAt = Date.now();
      source.emit('SIGTERM', 'SIGTERM');

      // New connections are refused at once, while the slow request is still running.
      await expect(rawRequest(running.url, '/about')).rejects.toMatchObject({
        code: 'ECONNREFUSED',
      });
      expect(exited).toBe(false);

      release.resolve();
      const { res, body } = await slow;
      expect(res.statusCode).toBe(200);
      expect(res.headers.connection).toBe('close');
      expect(await body).toBe('slow done');

      expect(await source.exitCode).toBe(0);
      await closed;
      expect(running.server.listening).toBe(false);
      expect(Date.now() - startedAt).toBeLessThan(5_000);
    } finally {
      agent.destroy();
    }
  });

  it('closes a keep-alive socket whose response was already streaming', async () => {
    const { routes, entered, stream } = controlledRoutes();
    const running = await start(routes);
    const agent = new http.Agent({ keepAlive: true });
    try {
      const { res, body } = await get(`${running.url}/stream`, agent);
      await entered.promise;
      expect(res.headers.connection).toBe('keep-alive');

      const shutdown = running.shutdown();
      stream.end('part two');
      expect(await body).toBe('part one, part two');
      await shutdown;
      expect(running.server.listening).toBe(false);
    } finally {
      agent.destroy();
    }
  });

  it('cuts requests still running when the timeout expires', async () => {
    const { routes, entered, release } = controlledRoutes();
    const running = await start(routes, 100);
    try {
      const slow = get(`${running.url}/slow`, new http.Agent());
      slow.catch(() => undefined);
      await entered.promise;
      await running.shutdown();
      await expect(slow).rejects.toMatchObject({ code: 'ECONNRESET' });
    } finally {
      release.resolve();
    }
  });

  it('drains first: serves requests while beforeShutdown runs, then stops listening', async () => {
    const running = await start(passThrough);
    const source = fakeProcess();
    let release: () => void = () => undefined;
    const drained = new Promise<void>((resolve) => (release = resolve));
    shutdownOnSignals(running, { logger: silent, source, beforeShutdown: () => drained });
    source.emit('SIGTERM', 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(running.server.listening).toBe(true);
    expect((await fetch(running.url)).status).toBe(200);
    release();
    expect(await source.exitCode).toBe(0);
    expect(running.server.listening).toBe(false);
  });

  it('answers SIGINT the same way', async () => {
    const running = await start(passThrough);
    const source = fakeProcess();
    shutdownOnSignals(running, { logger: silent, source });
    source.emit('SIGINT', 'SIGINT');
    expect(await source.exitCode).toBe(0);
    expect(running.server.listening).toBe(false);
  });
});
