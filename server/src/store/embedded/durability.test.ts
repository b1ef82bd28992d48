import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { openEmbeddedStore } from '.';
import { DuplicateCodeError, type PartInput } from '../types';
import { runTsChild } from './testing/child-process';
import { makeTempDir } from './testing/temp-dir';

const childScript = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'testing',
  'create-parts-child.ts',
);

const TOTAL = 50;

function partLike(codigo: string): PartInput {
  return {
    nome_pt: 'Peça',
    nome_en: '',
    nome_es: '',
    descricao_pt: '',
    descricao_en: '',
    descricao_es: '',
    codigo,
    categoria: 'Mecânica',
    preco: 0,
    estoque: 0,
    imagem: '',
  };
}
const KILL_AFTER = 25;

interface Acknowledged {
  created: string[];
  trashed: string[];
  signal: string | null;
}

/** Runs the child until it acknowledged KILL_AFTER writes, kills it with SIGKILL. */
async function writeThenKill(dir: string): Promise<Acknowledged> {
  const { output, signal } = await runTsChild(childScript, [dir, String(TOTAL)], (out, child) => {
    if (out.split('\n').length - 1 >= KILL_AFTER) child.kill('SIGKILL');
  });
  // Only complete lines: a line cut by the kill was never fully reported.
  const lines = output.split('\n').slice(0, -1);
  const ids = (kind: string) =>
    lines.filter((line) => line.startsWith(`${kind} `)).map((line) => line.slice(kind.length + 1));
  return { created: ids('created'), trashed: ids('trashed'), signal };
}

it(
  'keeps every create and trash move that resolved when the process is killed with SIGKILL',
  {
    timeout: 60_000,
  },
  async () => {
    const temp = await makeTempDir();
    try {
      const { created, trashed, signal } = await writeThenKill(temp.dir);
      expect(signal).toBe('SIGKILL');
      expect(created.length + trashed.length).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(trashed.length).toBeGreaterThan(0);

      // Reopening also proves the killed process left no lock behind.
      const store = await openEmbeddedStore({ dir: temp.dir });
      try {
        const live = new Set((await store.parts.list()).map((part) => part.id));
        const inTrash = new Map((await store.parts.trashed()).map((part) => [part.id, part]));
        for (const id of created) expect(live.has(id) || inTrash.has(id), id).toBe(true);
        for (const id of trashed) {
          expect(inTrash.has(id), id).toBe(true);
          expect(live.has(id), id).toBe(false);
          // The trashed part still holds its code after the crash.
          const codigo = inTrash.get(id)?.codigo ?? '';
          await expect(store.parts.create(partLike(codigo))).rejects.toThrow(DuplicateCodeError);
          const actions = (await store.parts.changes(id)).map((entry) => entry.action);
          expect(actions).toEqual(['create', 'trash']);
        }
        expect(live.size + inTrash.size).toBeLessThanOrEqual(TOTAL);
      } finally {
        await store.close();
      }
    } finally {
      await temp.remove();
    }
  },
);
