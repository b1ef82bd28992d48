import { chmod, mkdir, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openServices } from '../services';
import { createSiteFixture, recordingLogger, testConfig } from '../testing/site-fixture';
import { makeTempDir } from './embedded/testing/temp-dir';
import { openStore } from './open-store';
import { sessionKey } from './shared/session-key';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function temp(): Promise<string> {
  const made = await makeTempDir();
  cleanups.push(made.remove);
  return made.dir;
}

const mode = async (file: string) => (await stat(file)).mode & 0o777;

/** Every file under `dir`, with its bytes. */
async function filesUnder(dir: string): Promise<{ file: string; content: Buffer }[]> {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    found.push({ file, content: await readFile(file) });
  }
  return found;
}

describe.skipIf(process.platform === 'win32')('secrets on disk (issue 38)', () => {
  it('makes DATA_DIR and the database folder owner-only, and its files 0600', async () => {
    const dataDir = path.join(await temp(), 'data');
    const store = await openStore({ dataDir });
    await store.sessions.set('x', { data: { user: 'admin' }, expiresAt: Date.now() + 60_000 });
    await store.close();
    expect(await mode(dataDir)).toBe(0o700);
    expect(await mode(path.join(dataDir, 'db'))).toBe(0o700);
    // Reopened, files LevelDB made under the test runner's umask are made 0600 too.
    const again = await openStore({ dataDir });
    try {
      const files = await filesUnder(path.join(dataDir, 'db'));
      expect(files.length).toBeGreaterThan(0);
      for (const { file } of files) expect([file, await mode(file)]).toEqual([file, 0o600]);
    } finally {
      await again.close();
    }
  });

  it('never writes a session id: the database files hold only its SHA-256', async () => {
    const dataDir = path.join(await temp(), 'data');
    const id = 'LiveSessionId-0123456789abcdefghijklmnopqrstuv';
    const store = await openStore({ dataDir });
    await store.sessions.set(id, { data: { user: 'admin' }, expiresAt: Date.now() + 60_000 });
    expect(await store.sessions.get(id)).toMatchObject({ data: { user: 'admin' } });
    await store.close();
    const bytes = Buffer.concat((await filesUnder(dataDir)).map(({ content }) => content));
    expect(bytes.includes(id)).toBe(false);
    // The record is there, under the hash (LevelDB's log keeps the key as written).
    expect(bytes.includes(sessionKey(id))).toBe(true);
    const reopened = await openStore({ dataDir });
    try {
      expect(await reopened.sessions.get(id)).toMatchObject({ data: { user: 'admin' } });
      // A stolen key is not a session id: looking it up finds nothing.
      expect(await reopened.sessions.get(sessionKey(id))).toBeUndefined();
      await reopened.sessions.destroy(id);
      expect(await reopened.sessions.get(id)).toBeUndefined();
    } finally {
      await reopened.close();
    }
  });

  it('warns at start, naming the folder, when DATA_DIR is readable by others', async () => {
    const site = await createSiteFixture();
    cleanups.push(site.cleanup);
    for (const [folderMode, warned] of [
      [0o755, true],
      [0o700, false],
    ] as const) {
      const dataDir = path.join(await temp(), 'data');
      await mkdir(dataDir, { mode: folderMode });
      await chmod(dataDir, folderMode);
      const logger = recordingLogger();
      const services = await openServices(testConfig(site.siteDir, { dataDir }), logger);
      await services.close();
      const warnings = logger.errors.filter(([message]) => String(message).includes(dataDir));
      expect(warnings.length).toBe(warned ? 1 : 0);
      if (warned) expect(String(warnings[0]?.[0])).toMatch(/readable by other local users.*0755/);
    }
  });
});
