import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureAdminAccount } from './auth/admin-account';
import { verifyPassword } from './auth/password';
import { openStore } from './store/open-store';
import type { Store } from './store/types';
import { recordingLogger, TEST_ADMIN_PASSWORD } from './testing/site-fixture';

// `npm run admin:password` runs this entry; it runs here as a real process with piped stdin.
const ENTRY = fileURLToPath(new URL('./admin-password.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TIMEOUT_MS = 30_000;

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'castall-cli-'));
  await withStore(async (store) => {
    const { accounts, sessions } = store;
    const config = { adminUsername: 'admin', adminPassword: TEST_ADMIN_PASSWORD };
    await ensureAdminAccount({ config, accounts, sessions, logger: recordingLogger() });
    await sessions.set('open-session', { data: { user: 'admin' }, expiresAt: Date.now() + 60_000 });
  });
}, TIMEOUT_MS);
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function withStore<T>(use: (store: Store) => Promise<T>): Promise<T> {
  const store = await openStore({ dataDir });
  try {
    return await use(store);
  } finally {
    await store.close();
  }
}

async function runCli(stdin: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(stdin);
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

const storedHash = () =>
  withStore(async (store) => (await store.accounts.get('admin'))?.passwordHash ?? '');

describe('npm run admin:password', { timeout: TIMEOUT_MS }, () => {
  it('sets the password read from piped stdin and ends the administrator sessions', async () => {
    const run = await runCli('a new password from the cli\n');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Password of "admin" changed');

    const hash = await storedHash();
    expect(await verifyPassword('a new password from the cli', hash)).toBe(true);
    expect(await verifyPassword(TEST_ADMIN_PASSWORD, hash)).toBe(false);
    expect(await withStore((store) => store.sessions.get('open-session'))).toBeUndefined();
  });

  it.each([
    ['eleven char\n', 'at least 12 characters'],
    ['qwerty123456\n', 'too common'],
  ])('refuses the weak password %j with exit 1, changing nothing', async (stdin, message) => {
    const before = await storedHash();
    const run = await runCli(stdin);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(message);
    expect(await storedHash()).toBe(before);
    expect(await withStore((store) => store.sessions.get('open-session'))).toBeDefined();
  });

  it('says to stop the server when the embedded store is in use', async () => {
    await withStore(async () => {
      const run = await runCli('a new password from the cli\n');
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('stop the server first');
    });
  });
});
