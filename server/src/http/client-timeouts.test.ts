import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { trickle } from '../testing/trickle';
import { CLIENT_TIMEOUTS, listen, type ListenOptions, type RunningServer } from './listen';

// Issue 11: a request body trickled a byte at a time held its socket for Node's default
// 5 minutes. These tests talk to the real server over a real socket with short timeouts.

/** Reads the whole body, then answers: the slow client is the only thing that can stall. */
function echoLength(req: IncomingMessage, res: ServerResponse): void {
  let length = 0;
  req.on('data', (chunk: Buffer) => (length += chunk.length));
  req.on('end', () => res.end(`read ${length} bytes`));
}

let running: RunningServer | undefined;

afterEach(async () => {
  running?.server.closeAllConnections();
  await running?.shutdown();
  running = undefined;
});

async function start(options: Partial<ListenOptions>): Promise<RunningServer> {
  running = await listen(echoLength, { host: '127.0.0.1', port: 0, ...options });
  return running;
}

const BODY = 'x'.repeat(200);
const POST_HEAD =
  'POST /upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/octet-stream\r\n' +
  `Content-Length: ${BODY.length}\r\n\r\n`;

describe('client timeouts', () => {
  it('cuts off a body trickled slower than requestTimeoutMs with a 408', async () => {
    const server = await start({ requestTimeoutMs: 400, headersTimeoutMs: 300 });
    const result = await trickle(server.url, POST_HEAD, BODY, 20, 3_000);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.sent).toBeLessThan(BODY.length);
    expect(result.elapsedMs).toBeLessThan(2_000);
  });

  it('cuts off headers trickled slower than headersTimeoutMs', async () => {
    const server = await start({ requestTimeoutMs: 2_000, headersTimeoutMs: 300 });
    const result = await trickle(server.url, '', POST_HEAD, 20, 3_000);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.sent).toBeLessThan(POST_HEAD.length);
    expect(result.elapsedMs).toBeLessThan(1_500);
  });

  it('still reads a whole body sent within the timeout', async () => {
    const server = await start({ requestTimeoutMs: 2_000, headersTimeoutMs: 1_000 });
    const result = await trickle(server.url, POST_HEAD + BODY, '', 20, 1_000);
    expect(result.answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(result.answer).toContain('read 200 bytes');
  });

  it('closes an idle keep-alive socket after keepAliveTimeoutMs', async () => {
    const server = await start({ keepAliveTimeoutMs: 200 });
    const get = 'GET / HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n';
    const result = await trickle(server.url, get, '', 20, 3_000);
    expect(result.answer).toMatch(/^HTTP\/1\.1 200 /);
    // Node adds a second of grace to the keep-alive timeout; its default alone is 5 s.
    expect(result.elapsedMs).toBeLessThan(2_500);
  });

  it('sets the documented defaults, well below Node’s 5 minutes', async () => {
    const { server } = await start({});
    expect(server.requestTimeout).toBe(CLIENT_TIMEOUTS.requestTimeoutMs);
    expect(server.headersTimeout).toBe(CLIENT_TIMEOUTS.headersTimeoutMs);
    expect(server.keepAliveTimeout).toBe(CLIENT_TIMEOUTS.keepAliveTimeoutMs);
    expect(server.requestTimeout).toBeLessThan(300_000);
  });
});
