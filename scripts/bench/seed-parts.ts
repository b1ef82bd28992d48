import path from 'node:path';
import { openEmbeddedStore } from '@castall/server/embedded-store';

type Store = Awaited<ReturnType<typeof openEmbeddedStore>>;
type PartInput = Parameters<Store['parts']['create']>[0];

const CATEGORIES = ['Elétrica', 'Hidráulica', 'Eletrônica', 'Mecânica'] as const;

/**
 * Parts per write: one synced LevelDB batch each (the import path), so 100,000 parts take
 * 20 batches instead of 100,000 synced writes. The parts are the same either way.
 */
const BATCH = 5_000;

/** The code of the i-th benchmark part: BEN-00000, BEN-00001, … */
export const benchCode = (i: number) => `BEN-${String(i).padStart(5, '0')}`;

/** The i-th benchmark part; its names carry the same five digits as its code. */
export function benchPart(i: number): PartInput {
  const n = String(i).padStart(5, '0');
  return {
    nome_pt: `Peça de reposição ${n} válvula`,
    nome_en: `Spare part ${n} valve`,
    nome_es: `Repuesto ${n} válvula`,
    descricao_pt: `Descrição da peça ${n} para injetoras e máquinas CAST ALL.`,
    descricao_en: `Description of part ${n} for CAST ALL machines.`,
    descricao_es: `Descripción de la pieza ${n} para máquinas CAST ALL.`,
    codigo: benchCode(i),
    categoria: CATEGORIES[i % CATEGORIES.length] ?? 'Mecânica',
    preco: 100 + (i % 900),
    estoque: i % 50,
    imagem: '',
  };
}

/**
 * Fills a fresh embedded store in `dataDir` with `count` parts (no images), the way the
 * server will open it, and reports how long the writes took.
 */
export async function seedBenchParts(dataDir: string, count: number): Promise<void> {
  const store = await openEmbeddedStore({ dir: path.join(dataDir, 'db') });
  const started = performance.now();
  for (let first = 0; first < count; first += BATCH) {
    const size = Math.min(BATCH, count - first);
    await store.parts.applyImport(
      Array.from({ length: size }, (_, k) => ({
        type: 'create' as const,
        input: benchPart(first + k),
      })),
    );
  }
  console.log(`seeded ${count} parts in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await store.close();
}
