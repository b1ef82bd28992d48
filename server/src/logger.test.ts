import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { capturedLog } from './testing/captured-log';
import { useTestApp } from './testing/site-fixture';
import { createLogger } from './logger';

const log = capturedLog();
const server = useTestApp({ app: { logger: log.logger } });

const entries = () =>
  log
    .text()
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('JSON logs with a request id (issue 14)', () => {
  it('names each request in its answer and in the lines logged while handling it', async () => {
    log.clear();
    const res = await fetch(`${server.url}/api/login.php`, { method: 'PROPFIND' });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [line] = entries();
    expect(line).toMatchObject({ level: 'info', requestId: id });
    expect(line?.msg).toMatch(/^PROPFIND \/api\/login\.php 405: /);
    expect(typeof line?.time).toBe('string');
  });

  it('keeps a plain id from the proxy and replaces one that is not', async () => {
    const kept = await fetch(`${server.url}/healthz`, { headers: { 'X-Request-Id': 'lb-42.a:7' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-42.a:7');
    for (const junk of ['a'.repeat(65), 'has space', 'quote"d', '']) {
      const res = await fetch(`${server.url}/healthz`, { headers: { 'X-Request-Id': junk } });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('gives two requests two ids', async () => {
    const [one, two] = await Promise.all(
      [1, 2].map(async () => (await fetch(`${server.url}/healthz`)).headers.get('x-request-id')),
    );
    expect(one).not.toBe(two);
  });
});

describe('createLogger', () => {
  function sink() {
    const chunks: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk.toString('utf8'));
        done();
      },
    });
    return { stream, lines: () => chunks.join('').trim().split('\n') };
  }

  it('writes an error with its type, message and stack, and never a password, token or cookie', () => {
    const { stream, lines } = sink();
    const err = Object.assign(new Error('boom'), {
      password: 'segredo-1',
      token: 'sess-abc',
      headers: { cookie: 'castall.sid=xyz', authorization: 'Bearer sess-abc', accept: '*/*' },
    });
    createLogger('info', stream).error('Request failed', err);
    const [text = ''] = lines();
    const entry = JSON.parse(text) as { level: string; msg: string; err: Record<string, unknown> };
    expect(entry).toMatchObject({ level: 'error', msg: 'Request failed' });
    expect(entry.err).toMatchObject({ type: 'Error', message: 'boom' });
    expect(String(entry.err.stack)).toContain('logger.test.ts');
    for (const secret of ['segredo-1', 'sess-abc', 'castall.sid=xyz']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('*/*');
  });

  it('writes nothing when silent', () => {
    const { stream, lines } = sink();
    const logger = createLogger('silent', stream);
    logger.info('quiet');
    logger.error('quiet', new Error('quiet'));
    expect(lines()).toEqual(['']);
  });
});
