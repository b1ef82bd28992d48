import path from 'node:path';
import { openEmbeddedStore } from '@castall/server/embedded-store';

const CATEGORIES = ['Elétrica', 'Hidráulica', 'Eletrônica', 'Mecânica'] as const;

/** The code of the i-th benchmark part: BEN-00000, BEN-00001, … */
export const benchCode = (i: number) => `BEN-${String(i).padStart(5, '0')}`;

/**
 * Fills a fresh embedded store in `dataDir` with `count` parts (no images), the way the
 * server will open it, and reports how long the writes took.
 */
export async function seedBenchParts(dataDir: string, count: number): Promise<void> {
  const store = await openEmbeddedStore({ dir: path.join(dataDir, 'db') });
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const n = String(i).padStart(5, '0');
    await store.parts.create({
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
    });
  }
  console.log(`seeded ${count} parts in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await store.close();
}
