import { expect, it } from 'vitest';
import type { SearchScope, Store } from '../types';
import { createInOrder, ids, partInput } from './fixtures';
import type { CurrentStore } from './fixtures';

const ADMIN = { by: 'admin' };

async function search(store: Store, text: string, scope: SearchScope = 'shop') {
  const page = await store.parts.query({ search: text, scope, page: 1, pageSize: 50 });
  expect(page.total).toBe(page.items.length);
  return ids(page.items);
}

/** Issue 15: one wrong, missing, extra or swapped letter per word of five or more letters. */
export function partsTypoSearchContract(current: CurrentStore): void {
  it('finds a part with one letter wrong, missing, extra or swapped in a long word', async () => {
    const store = current();
    const [valve, sensor] = await createInOrder(store, [
      partInput({ nome_pt: 'Válvula de alívio', nome_en: 'Relief valve', nome_es: '' }),
      partInput({ nome_pt: 'Sensor de pressão', nome_en: 'Pressure sensor', nome_es: '' }),
    ]);
    expect(await search(store, 'valvla')).toEqual([valve!.id]);
    expect(await search(store, 'VALVLA de alivio')).toEqual([valve!.id]);
    for (const typo of ['sensro', 'sansor', 'senssor', 'sensr', 'presure']) {
      expect(await search(store, typo), typo).toEqual([sensor!.id]);
    }
    // Two edits, or one in a word under five letters, find nothing.
    expect(await search(store, 'snesro')).toEqual([]);
    expect(await search(store, 'alovio')).toEqual([valve!.id]);
    expect(await search(store, 'da')).toEqual([]);
  });

  it('ranks the exact code first, then what contains the query, then the typos', async () => {
    const store = current();
    const [censor, longer, sensor, coded] = await createInOrder(store, [
      partInput({ nome_pt: 'Censor', nome_en: '', nome_es: '', codigo: 'A-1' }),
      partInput({ nome_pt: 'Cabo', nome_en: '', nome_es: '', codigo: 'XSENSOR-9' }),
      partInput({ nome_pt: 'Sensor', nome_en: '', nome_es: '', codigo: 'B-2' }),
      partInput({ nome_pt: 'Chave', nome_en: '', nome_es: '', codigo: 'SENSOR' }),
    ]);
    expect(await search(store, 'sensor')).toEqual([coded!.id, longer!.id, sensor!.id, censor!.id]);
  });

  it('keeps its words up to date: an edit, a trash and a restore', async () => {
    const store = current();
    const [part] = await createInOrder(store, [
      partInput({ nome_pt: 'Rolamento', nome_en: '', nome_es: '' }),
    ]);
    expect(await search(store, 'rolamneto')).toEqual([part!.id]);
    await store.parts.update(part!.id, partInput({ codigo: part!.codigo, nome_pt: 'Engrenagem' }));
    expect(await search(store, 'rolamneto')).toEqual([]);
    expect(await search(store, 'engrenagme')).toEqual([part!.id]);
    await store.parts.trash(part!.id, ADMIN);
    expect(await search(store, 'engrenagme')).toEqual([]);
    await store.parts.restore(part!.id, ADMIN);
    expect(await search(store, 'engrenagme')).toEqual([part!.id]);
  });

  it('matches the category with a typo on the admin screen only, as it does without', async () => {
    const store = current();
    const [part] = await createInOrder(store, [
      partInput({ nome_pt: 'Filtro', nome_en: '', nome_es: '', categoria: 'Hidráulica' }),
    ]);
    expect(await search(store, 'hidraulca', 'admin')).toEqual([part!.id]);
    expect(await search(store, 'hidraulca', 'shop')).toEqual([]);
  });
}
