import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { openEmbeddedStore } from '.';
import { runTsChild } from './testing/child-process';
import { makeTempDir } from './testing/temp-dir';

const childScript = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'testing',
  'create-parts-child.ts',
);

const TOTAL = 50;
const KILL_AFTER = 25;

/** Runs the child until it printed KILL_AFTER ids, kills it with SIGKILL, answers its ids. */
async function createThenKill(dir: string): Promise<{ ids: string[]; signal: string | null }> {
  const { output, signal } = await runTsChild(childScript, [dir, String(TOTAL)], (out, child) => {
    if (out.split('\n').length - 1 >= KILL_AFTER) child.kill('SIGKILL');
  });
  // Only complete lines: a line cut by the kill was never fully reported.
  return { ids: output.split('\n').slice(0, -1), signal };
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
