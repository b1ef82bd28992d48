import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { openEmbeddedStore } from '.';
import { makeTempDir } from './testing/temp-dir';

const here = path.dirname(fileURLToPath(import.meta.url));
const childScript = path.join(here, 'testing', 'create-parts-child.ts');
// `--import tsx` resolves from the working directory: the repository root has tsx installed.
const repositoryRoot = path.resolve(here, '../../../..');

const TOTAL = 50;
const KILL_AFTER = 25;

/** Runs the child until it printed KILL_AFTER ids, kills it with SIGKILL, answers its ids. */
function createThenKill(dir: string): Promise<{ ids: string[]; signal: string | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', childScript, dir, String(TOTAL)], {
      cwd: repositoryRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      if (output.split('\n').length - 1 >= KILL_AFTER) child.kill('SIGKILL');
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (signal === null) reject(new Error(`child exited with ${code}: ${errors}`));
      // Only complete lines: a line cut by the kill was never fully reported.
      else resolve({ ids: output.split('\n').slice(0, -1), signal });
    });
  });
}

it(
  'keeps every part whose create resolved when the process is killed with SIGKILL',
  {
    timeout: 60_000,
  },
  async () => {
    const temp = await makeTempDir();
    try {
      const { ids, signal } = await createThenKill(temp.dir);
      expect(signal).toBe('SIGKILL');
      expect(ids.length).toBeGreaterThanOrEqual(KILL_AFTER);

      // Reopening also proves the killed process left no lock behind.
      const store = await openEmbeddedStore({ dir: temp.dir });
      try {
        const stored = new Set((await store.parts.list()).map((part) => part.id));
        for (const id of ids) expect(stored.has(id), id).toBe(true);
        expect(stored.size).toBeGreaterThanOrEqual(ids.length);
        expect(stored.size).toBeLessThanOrEqual(TOTAL);
      } finally {
        await store.close();
      }
    } finally {
      await temp.remove();
    }
  },
);
