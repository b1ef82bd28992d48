import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openServices, type OpenServices } from '../services';
import { capturedLog } from '../testing/captured-log';
import { trickle } from '../testing/trickle';
import { createSiteFixture, testConfig, type SiteFixture } from '../testing/site-fixture';
import { listen, type RunningServer } from './listen';

// Issue 38: 2,000 slow clients cut off by the request timeout left 2,000 error lines with a
// full stack. A client too slow to send its request is the client's doing: one info line.
const log = capturedLog();
let site: SiteFixture;
let services: OpenServices;
let running: RunningServer;

beforeAll(async () => {
  site = await createSiteFixture();
  const config = testConfig(site.siteDir);
  services = await openServices(config, log.logger);
  const app = createApp(config, services, { logger: log.logger });
  running = await listen(app.callback(), {
    host: '127.0.0.1',
    port: 0,
    requestTimeoutMs: 400,
    headersTimeoutMs: 300,
  });
});

afterAll(async () => {
  running.server.closeAllConnections();
  await running.shutdown();
  await services.close();
  await site.cleanup();
});

/** Sends a request head announcing 200 body bytes, trickles them, and waits for the close. */
async function trickleBody(path: string, contentType: string): Promise<string> {
  const head =
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\n` +
    'Content-Length: 200\r\n\r\n';
  return (await trickle(running.url, head, 'a'.repeat(200), 20, 3_000)).answer;
}

interface LogLine {
  level: string;
  msg: string;
  err?: unknown;
}

const entries = () =>
  log
    .text()
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as LogLine);

describe('requests cut off by the request timeout', () => {
  it.each([
    ['/api/login.php', 'application/x-www-form-urlencoded'],
    ['/api/newsletter.php', 'application/json'],
  ])('log %s as info lines without a stack', async (path, type) => {
    log.clear();
    const answers = await Promise.all(Array.from({ length: 5 }, () => trickleBody(path, type)));
    for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // The error handler logs after the socket closed; give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const lines = entries();
    expect(lines).toHaveLength(answers.length);
    for (const line of lines) {
      expect(line.level).toBe('info');
      expect(line.err).toBeUndefined();
      expect(line.msg).toMatch(new RegExp(`^POST ${path} 400: `));
      expect(line.msg).not.toMatch(/\bat \S+ \(/);
    }
  });
});
