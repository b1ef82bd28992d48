/**
 * Child process of the kill -9 durability test: `node --import tsx create-parts-child.ts
 * <dir> <count>` opens the embedded store in <dir>, creates <count> parts one by one and
 * prints each id on its own line only after its create resolved. Then it waits to be killed,
 * never closing the store, so nothing but the synced writes can have saved the parts.
 */
import { openEmbeddedStore } from '..';

const [dir, countText] = process.argv.slice(2);
if (dir === undefined || countText === undefined) {
  throw new Error('usage: create-parts-child.ts <dir> <count>');
}

const store = await openEmbeddedStore({ dir });
for (let index = 0; index < Number(countText); index += 1) {
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
  process.stdout.write(`${part.id}\n`);
}
setInterval(() => undefined, 60_000);
