import { PAGE_SIZES } from '@castall/contracts';
import { expect, it } from 'vitest';
import type { PartQuery, Store } from '../types';
import { createInOrder, ids, partInput } from './fixtures';
import type { CurrentStore } from './fixtures';

/** A small catalogue where each search has one intended answer. */
async function seedCatalogue(store: Store) {
  const [valve, pump, motor, gasket] = await createInOrder(store, [
    partInput({
      nome_pt: 'Válvula de alívio',
      nome_en: 'Relief valve',
      nome_es: 'Válvula de alivio',
      codigo: 'VAL-001',
      categoria: 'Hidráulica',
    }),
    partInput({
      nome_pt: 'Bomba de engrenagem',
      nome_en: 'Gear pump',
      nome_es: 'Bomba de engranajes',
      codigo: 'HID-BP.0002',
      categoria: 'Hidráulica',
    }),
    partInput({
      nome_pt: 'Servomotor',
      nome_en: 'Servo motor',
      nome_es: 'Servomotor',
      descricao_pt: 'Substitui a bomba antiga',
      codigo: 'ELE SM 18',
      categoria: 'Elétrica',
    }),
    partInput({
      nome_pt: 'Junta (kit) 50%',
      nome_en: 'Gasket kit',
      nome_es: 'Junta',
      codigo: 'MEC-J-50',
      categoria: 'Mecânica',
    }),
  ]);
  return { valve: valve!, pump: pump!, motor: motor!, gasket: gasket! };
}

async function searchIds(store: Store, query: Omit<PartQuery, 'page' | 'pageSize'>) {
  const page = await store.parts.query({ ...query, page: 1, pageSize: 50 });
  expect(page.total).toBe(page.items.length);
  return ids(page.items);
}

/** query(): search, category filter and pages. */
export function partsQueryContract(current: CurrentStore): void {
  it('answers everything in creation order without a search or category', async () => {
    const store = current();
    const { valve, pump, motor, gasket } = await seedCatalogue(store);
    const page = await store.parts.query({ scope: 'shop', page: 1, pageSize: 50 });
    expect(page).toEqual({
      items: [valve, pump, motor, gasket],
      total: 4,
      catalogueTotal: 4,
      page: 1,
      pageSize: 50,
    });
    expect(await searchIds(store, { scope: 'admin', search: '   ' })).toHaveLength(4);
  });

  it('counts the whole catalogue beside the filtered total', async () => {
    const store = current();
    await seedCatalogue(store);
    const page = await store.parts.query({
      scope: 'admin',
      categoria: 'Elétrica',
      page: 1,
      pageSize: 50,
    });
    expect(page).toMatchObject({ total: 1, catalogueTotal: 4 });
  });

  it('finds parts whose English or Spanish texts are missing or copied from Portuguese', async () => {
    const store = current();
    const { motor } = await seedCatalogue(store);
    const [copied, shouted] = await createInOrder(store, [
      partInput({ nome_pt: 'Mola', nome_en: 'Spring', descricao_es: 'Descrição' }),
      partInput({ nome_pt: 'Pistão', nome_en: 'Piston', nome_es: ' PISTÃO ' }),
    ]);
    // The servomotor's Spanish name is the Portuguese word: listed for review.
    expect(await searchIds(store, { scope: 'admin', missingTranslation: true })).toEqual([
      motor.id,
      copied!.id,
      shouted!.id,
    ]);
  });

  it('keeps the missing-translation filter current through edits, both ways', async () => {
    const store = current();
    const [part] = await createInOrder(store, [
      partInput({ nome_pt: 'Mola', nome_en: 'Spring', nome_es: '' }),
    ]);
    const missing = () => searchIds(store, { scope: 'admin', missingTranslation: true });
    expect(await missing()).toEqual([part!.id]);
    // Completed by an edit: it leaves the filter.
    await store.parts.update(
      part!.id,
      partInput({ nome_pt: 'Mola', nome_en: 'Spring', nome_es: 'Resorte' }),
    );
    expect(await missing()).toEqual([]);
    // An edit that copies the Portuguese text back: it is listed again.
    await store.parts.update(
      part!.id,
      partInput({ nome_pt: 'Mola', nome_en: 'Spring', nome_es: 'Mola' }),
    );
    expect(await missing()).toEqual([part!.id]);
  });

  it('searches names without case or accents, in all three languages', async () => {
    const store = current();
    const { valve, pump } = await seedCatalogue(store);
    for (const search of ['valvula', 'VÁLVULA', 'relief VALVE', 'alivio', 'Alívio']) {
      expect(await searchIds(store, { scope: 'shop', search })).toEqual([valve.id]);
    }
    expect(await searchIds(store, { scope: 'shop', search: 'engranaj' })).toEqual([pump.id]);
    // Descriptions are not searched: "bomba" only in the motor's description.
    expect(await searchIds(store, { scope: 'shop', search: 'bomba' })).toEqual([pump.id]);
  });

  it('searches the category in the admin scope only', async () => {
    const store = current();
    const { valve, pump, motor } = await seedCatalogue(store);
    expect(await searchIds(store, { scope: 'admin', search: 'hidraulica' })).toEqual([
      valve.id,
      pump.id,
    ]);
    expect(await searchIds(store, { scope: 'admin', search: 'ELÉTRICA' })).toEqual([motor.id]);
    expect(await searchIds(store, { scope: 'shop', search: 'hidraulica' })).toEqual([]);
  });

  it('finds codes as typed and without spaces, dots or dashes', async () => {
    const store = current();
    const { valve, pump, motor } = await seedCatalogue(store);
    expect(await searchIds(store, { scope: 'shop', search: 'hid-bp.0002' })).toEqual([pump.id]);
    expect(await searchIds(store, { scope: 'shop', search: 'HIDBP0002' })).toEqual([pump.id]);
    expect(await searchIds(store, { scope: 'shop', search: 'bp 0002' })).toEqual([pump.id]);
    expect(await searchIds(store, { scope: 'shop', search: 'ele-sm-18' })).toEqual([motor.id]);
    expect(await searchIds(store, { scope: 'admin', search: 'val001' })).toEqual([valve.id]);
    expect(await searchIds(store, { scope: 'shop', search: 'zzz' })).toEqual([]);
  });

  it('takes regex characters in a search literally', async () => {
    const store = current();
    const { gasket } = await seedCatalogue(store);
    for (const search of ['(kit) 50%', '(', ')', 'j-50']) {
      expect(await searchIds(store, { scope: 'shop', search })).toEqual([gasket.id]);
    }
    for (const search of ['.*', '[a-z]+', '\\', '^', '$', '|', '{1}', 'a+', '?']) {
      expect(await searchIds(store, { scope: 'shop', search })).toEqual([]);
    }
  });

  it('filters by category, alone and with a search', async () => {
    const store = current();
    const { valve, pump, motor } = await seedCatalogue(store);
    expect(await searchIds(store, { scope: 'shop', categoria: 'Hidráulica' })).toEqual([
      valve.id,
      pump.id,
    ]);
    expect(
      await searchIds(store, { scope: 'shop', categoria: 'Hidráulica', search: 'bomba' }),
    ).toEqual([pump.id]);
    expect(await searchIds(store, { scope: 'shop', categoria: 'Eletrônica' })).toEqual([]);
    expect(await searchIds(store, { scope: 'admin', categoria: 'Elétrica' })).toEqual([motor.id]);
  });

  it('pages 50, 100 and 200 with real totals, also past the end', { timeout: 60_000 }, async () => {
    const store = current();
    const count = 230;
    const inputs = Array.from({ length: count }, (_, index) =>
      partInput({ nome_pt: `Item ${index}`, categoria: index % 2 === 0 ? 'Elétrica' : 'Mecânica' }),
    );
    await Promise.all(inputs.map((input) => store.parts.create(input)));
    const all = ids(await store.parts.list());
    expect(all).toHaveLength(count);

    for (const pageSize of PAGE_SIZES) {
      const pages = Math.ceil(count / pageSize);
      const seen: string[] = [];
      for (let page = 1; page <= pages + 1; page += 1) {
        const result = await store.parts.query({ scope: 'shop', page, pageSize });
        expect(result).toMatchObject({ total: count, page, pageSize });
        const expected = page <= pages ? Math.min(pageSize, count - (page - 1) * pageSize) : 0;
        expect(result.items).toHaveLength(expected);
        seen.push(...ids(result.items));
      }
      expect(seen).toEqual(all);
    }

    const electric = await store.parts.query({
      scope: 'shop',
      categoria: 'Elétrica',
      page: 2,
      pageSize: 100,
    });
    expect(electric.total).toBe(115);
    expect(electric.items).toHaveLength(15);
    const pastEnd = await store.parts.query({
      scope: 'admin',
      search: 'item',
      page: 9,
      pageSize: 50,
    });
    expect(pastEnd).toEqual({
      items: [],
      total: count,
      catalogueTotal: count,
      page: 9,
      pageSize: 50,
    });
  });
}
