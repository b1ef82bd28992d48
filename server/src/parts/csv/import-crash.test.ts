import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openEmbeddedStore } from '../../store/embedded';
import { runTsChild } from '../../store/embedded/testing/child-process';
import { makeTempDir } from '../../store/embedded/testing/temp-dir';
import { partInput } from '../../store/contract/fixtures';
import { DuplicateCodeError } from '../../store/types';
import { importCode } from './testing/import-rows';

const childScript = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'testing',
  'apply-import-child.ts',
);

const ROWS = 10_000;
/**
 * Milliseconds between the child starting to apply and the kill. The one-write-at-a-time
 * apply took several seconds for 10,000 rows (and left 3 to 1,444 of them at these delays);
 * the batch apply takes about 0.5-3 s on the test machine, so the later kills can land inside it.
 */
const KILLS = [
  ...[0, 40, 150, 400, 1200].map((delay) => ({ delay, when: `${delay} ms into the apply` })),
  // The other side: once the apply resolved, the kill must not lose any of it.
  { delay: 'once applied' as const, when: 'once the apply resolved' },
];

/** Runs an import in a child and kills it with SIGKILL `delay` ms into the apply. */
async function importThenKill(dir: string, delay: number | 'once applied') {
  let killing = false;
  const { output, signal } = await runTsChild(childScript, [dir, String(ROWS)], (out, child) => {
    if (killing) return;
    if (delay === 'once applied' ? out.includes('applied\n') : out.includes('applying\n')) {
      killing = true;
      setTimeout(() => child.kill('SIGKILL'), delay === 'once applied' ? 0 : delay);
    }
  });
  return { signal, appliedBeforeKill: output.includes('applied\n') };
}

describe('a CSV import killed with SIGKILL while it is applied', () => {
  for (const { delay, when } of KILLS) {
    it(`leaves all 10,000 rows or none after a kill ${when}`, { timeout: 120_000 }, async () => {
      const temp = await makeTempDir();
      try {
        const { signal, appliedBeforeKill } = await importThenKill(temp.dir, delay);
        expect(signal).toBe('SIGKILL');

        const store = await openEmbeddedStore({ dir: temp.dir });
        try {
          const count = await store.parts.count();
          if (appliedBeforeKill) expect(count).toBe(ROWS);
          else expect([0, ROWS]).toContain(count);
          // The code index came back with the parts: the imported codes are taken.
          if (count === ROWS) {
            await expect(
              store.parts.create({ ...partInput(), codigo: importCode(ROWS - 1) }),
            ).rejects.toBeInstanceOf(DuplicateCodeError);
          }
        } finally {
          await store.close();
        }
      } finally {
        await temp.remove();
      }
    });
  }
});
