/**
 * Child process of the kill -9 durability test: `node --import tsx create-parts-child.ts
 * <dir> <count>` opens the embedded store in <dir> and creates <count> parts, five at a time,
 * moving every second one to the trash (issue 14). It prints `created <id>` or `trashed <id>`
 * on its own line only after that write resolved. Then it waits to be killed, never closing
 * the store, so nothing but the synced writes can have saved the parts.
 */
import { openEmbeddedStore } from '..';

const [dir, countText] = process.argv.slice(2);
if (dir === undefined || countText === undefined) {
  throw new Error('usage: create-parts-child.ts <dir> <count>');
}

const store = await openEmbeddedStore({ dir });

async function write(index: number): Promise<void> {
  const part = await store.parts.create({
    nome_pt: `Peça ${index}`,
    nome_en: `Part ${index}`,
    nome_es: `Pieza ${index}`,
    descricao_pt: '',
    descricao_en: '',
    descricao_es: '',
    codigo: `KILL-${index}`,
    categoria: 'Mecânica',
    preco: index,
    estoque: 0,
    imagem: '',
  });
  process.stdout.write(`created ${part.id}\n`);
  if (index % 2 === 1) {
    await store.parts.trash(part.id, { by: 'kill-test' });
    process.stdout.write(`trashed ${part.id}\n`);
  }
}

const BURST = 5;
for (let first = 0; first < Number(countText); first += BURST) {
  const burst = Array.from({ length: BURST }, (_, offset) => first + offset);
  await Promise.all(burst.map(write));
}
setInterval(() => undefined, 60_000);
