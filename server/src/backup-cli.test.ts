import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { partInput } from './store/contract/fixtures';
import { openStore } from './store/open-store';

// `npm run backup` and `npm run restore` run these entries; here as real processes.
const BACKUP = fileURLToPath(new URL('./backup-cli.ts', import.meta.url));
const RESTORE = fileURLToPath(new URL('./restore-cli.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TIMEOUT_MS = 60_000;

let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'castall-backup-cli-'));
  const store = await openStore({ dataDir: path.join(work, 'source') });
  try {
    for (const codigo of ['CLI-1', 'CLI-2', 'CLI-3'])
      await store.parts.create(partInput({ codigo }));
  } finally {
    await store.close();
  }
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

async function run(entry: string, dataDir: string, args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

it(
  'npm run backup writes one archive of a stopped server; npm run restore loads it into an empty DATA_DIR only',
  async () => {
    const archive = path.join(work, 'copia.tar.gz');
    const backup = await run(BACKUP, path.join(work, 'source'), [archive]);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`Backup gravado em ${archive}: 3 peças`);
    expect(await readdir(work)).not.toContain('copia.tar.gz.partial');

    const target = path.join(work, 'target');
    const restore = await run(RESTORE, target, [archive]);
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/restaurado: 3 peças, 0 na lixeira/);
    if (process.platform !== 'win32') {
      // Owner-only (issue 38): the archive, and what the restore made, LevelDB's files included.
      const mode = async (file: string) => (await stat(file)).mode & 0o777;
      expect(await mode(archive)).toBe(0o600);
      expect(await mode(target)).toBe(0o700);
      expect(await mode(path.join(target, 'db'))).toBe(0o700);
      const files = await readdir(path.join(target, 'db'));
      expect(files.length).toBeGreaterThan(0);
      for (const name of files) {
        expect([name, await mode(path.join(target, 'db', name))]).toEqual([name, 0o600]);
      }
    }
    const store = await openStore({ dataDir: target });
    try {
      expect((await store.parts.list()).map((part) => part.codigo)).toEqual([
        'CLI-1',
        'CLI-2',
        'CLI-3',
      ]);
    } finally {
      await store.close();
    }

    const again = await run(RESTORE, target, [archive]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('já tem dados (db/ ou upload/); nada foi restaurado.');
    const missing = await run(RESTORE, path.join(work, 'other'), []);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Informe o arquivo de backup');
    const absent = await run(RESTORE, path.join(work, 'other'), [path.join(work, 'nada.tar.gz')]);
    expect(absent.code).toBe(1);
    expect(absent.stderr).toContain('Backup não restaurado');
  },
  TIMEOUT_MS,
);
