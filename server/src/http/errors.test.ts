import { Readable } from 'node:stream';
import type { Middleware } from 'koa';
import { MongoNetworkError, MongoServerSelectionError } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSiteFixture,
  rawRequest,
  recordingLogger,
  startTestApp,
  testConfig,
  type SiteFixture,
  type TestServer,
} from '../testing/site-fixture';

// Test-only routes, mounted through createApp's extraMiddleware option.
const testRoutes: Middleware = async (ctx, next) => {
  switch (ctx.path) {
    case '/api/boom':
    case '/boom':
      throw new Error('connect ECONNREFUSED 10.0.0.5:27017 at /srv/app/secret.js');
    case '/api/unavailable':
      ctx.throw(503, 'database pool exhausted');
      break;
    // What the MongoDB driver throws while the database is away (issue 14).
    case '/api/database-away':
      throw new MongoServerSelectionError('Server selection timed out after 5000 ms', {} as never);
    case '/api/database-dropped':
      throw new MongoNetworkError('connection 3 to 10.0.0.5:27017 closed');
    case '/api/bad':
      ctx.throw(400, 'Código é obrigatório.');
      break;
    case '/api/bad-default':
    case '/bad-default':
      ctx.throw(400);
      break;
    case '/api/locked':
      ctx.throw(401);
      break;
    case '/late-failure':
      // Fails after the headers and the first bytes are out: too late for the error handler.
      ctx.type = 'text/plain';
      ctx.body = new Readable({
        read() {
          this.push('partial ');
          setImmediate(() => this.destroy(new Error('disk read failed')));
        },
      });
      break;
    default:
      await next();
  }
};

let fixture: SiteFixture;
let app: TestServer;
const logger = recordingLogger();

beforeAll(async () => {
  fixture = await createSiteFixture();
  app = await startTestApp(testConfig(fixture.siteDir), {
    logger,
    extraMiddleware: [testRoutes],
  });
});

afterAll(async () => {
  await app.close();
  await fixture.cleanup();
});

describe('unexpected errors', () => {
  it('answers an API request with a generic JSON 500 and logs the error', async () => {
    logger.errors.length = 0;
    const res = await fetch(`${app.url}/api/boom`);
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ success: false, error: 'Erro interno do servidor.' });
    expect(text).not.toMatch(/ECONNREFUSED|secret\.js|stack/);
    expect(logger.errors).toHaveLength(1);
    expect(String(logger.errors[0]?.[1])).toContain('ECONNREFUSED');
  });

  it('answers a page request with plain text that hides internals', async () => {
    const res = await fetch(`${app.url}/boom`);
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe('Internal Server Error');
  });

  it('keeps the status of a deliberate 5xx but not its message', async () => {
    const res = await fetch(`${app.url}/api/unavailable`);
    expect(res.status).toBe(503);
    const body = (await res.json()) as { error: string };
    expect(body).toEqual({
      success: false,
      error: 'Serviço indisponível. Tente novamente mais tarde.',
    });
  });
});

describe('the database away', () => {
  it.each(['/api/database-away', '/api/database-dropped'])(
    '%s: 503 with Retry-After and the Portuguese sentence, logged',
    async (path) => {
      logger.errors.length = 0;
      const res = await fetch(`${app.url}${path}`);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({
        success: false,
        error: 'Serviço indisponível. Tente novamente mais tarde.',
      });
      expect(text).not.toMatch(/10\.0\.0\.5|Server selection/);
      expect(logger.errors).toHaveLength(1);
    },
  );
});

describe('known errors', () => {
  it('passes a message written for the user through to the API answer', async () => {
    logger.errors.length = 0;
    const res = await fetch(`${app.url}/api/bad`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, error: 'Código é obrigatório.' });
    expect(logger.errors).toHaveLength(0);
  });

  it('replaces the English default reason with a Portuguese sentence', async () => {
    const bad = await fetch(`${app.url}/api/bad-default`);
    expect(await bad.json()).toEqual({ success: false, error: 'Requisição inválida.' });

    const locked = await fetch(`${app.url}/api/locked`);
    expect(locked.status).toBe(401);
    expect(await locked.json()).toEqual({ success: false, error: 'Não autorizado.' });
  });

  it('answers a known error outside the API in plain text', async () => {
    const res = await fetch(`${app.url}/bad-default`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe('Bad Request');
  });
});

describe('errors after the response started', () => {
  // gzip goes through koa-compress, whose .pipe() would otherwise leave the response hanging.
  it.each(['identity', 'gzip'])(
    'are logged, and the client sees a cut-off response (%s)',
    async (encoding) => {
      logger.errors.length = 0;
      const res = rawRequest(app.url, '/late-failure', {
        headers: { 'Accept-Encoding': encoding },
      });
      await expect(res).rejects.toThrow();
      await expect.poll(() => logger.errors.length).toBe(1);
      expect(String(logger.errors[0]?.[1])).toContain('disk read failed');
      // Koa reports a failed stream twice; the log must still say it once.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(logger.errors).toHaveLength(1);
    },
  );
});
