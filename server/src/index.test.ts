import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createSiteFixture, type SiteFixture } from './testing/site-fixture';

// The entry runs as a real process (through tsx) because exit codes and signals are its job.
const ENTRY = fileURLToPath(new URL('./index.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

function runEntry(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, exited, output: () => ({ stdout, stderr }) };
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

let fixture: SiteFixture;

beforeAll(async () => {
  fixture = await createSiteFixture();
});

afterAll(async () => {
  await fixture.cleanup();
});

describe('server entry', () => {
  it('exits 1 with every configuration problem and no stack trace', async () => {
    const run = runEntry({ PORT: 'abc', LOG_LEVEL: 'loud' });
    expect(await run.exited).toBe(1);
    const { stderr } = run.output();
    expect(stderr).toContain('PORT must be an integer from 1 to 65535 (got "abc").');
    expect(stderr).toContain('LOG_LEVEL must be silent or info (got "loud").');
    expect(stderr).not.toMatch(/^\s+at /m);
  });

  it('refuses to start with a weak ADMIN_PASSWORD, naming the variable', async () => {
    const port = await freePort();
    const run = runEntry({ ADMIN_PASSWORD: '1', PORT: String(port), SITE_DIR: fixture.siteDir });
    // Before the fix the server started: it must not outlive the test, even a timed-out one.
    onTestFinished(() => {
      run.child.kill('SIGKILL');
    });
    expect(await run.exited).toBe(1);
    const { stdout, stderr } = run.output();
    expect(stderr).toContain(
      'ADMIN_PASSWORD must be at least 12 characters long, not a commonly used password, a repeated piece or made of the username or the brand (value hidden).',
    );
    expect(stdout).not.toContain('Server listening');
  }, 15_000);

  it('serves, then shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const run = runEntry({ PORT: String(port), SITE_DIR: fixture.siteDir });
    try {
      await expect
        .poll(() => run.output().stdout, { timeout: 10_000 })
        .toContain(`Server listening on http://127.0.0.1:${port}`);
      const res = await fetch(`http://127.0.0.1:${port}/about`, {
        headers: { Connection: 'close' },
      });
      expect(await res.text()).toContain('Sobre');

      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    } finally {
      run.child.kill('SIGKILL');
    }
  }, 15_000);
});
