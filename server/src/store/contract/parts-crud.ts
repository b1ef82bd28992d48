import { expect, it } from 'vitest';
import { DuplicateCodeError, VersionConflictError } from '../types';
import { byCreation, createInOrder, ids, partInput, STORED_PART_KEYS } from './fixtures';
import type { CurrentStore } from './fixtures';

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** create, get, list, update and delete, with their errors. */
export function partsCrudContract(current: CurrentStore): void {
  it('creates a part at version 1 and reads it back by id, in the list and in the count', async () => {
    const parts = current().parts;
    const input = partInput();
    const created = await parts.create(input);
    expect(created).toMatchObject({ ...input, version: 1 });
    expect(created.id).toMatch(UUID);
    expect(created.createdAt).toMatch(ISO_TIME);
    expect(created.updatedAt).toBe(created.createdAt);
    expect(Object.keys(created).sort()).toEqual(STORED_PART_KEYS);
    expect(await parts.get(created.id)).toEqual(created);
    expect(await parts.list()).toEqual([created]);
    expect(await parts.count()).toBe(1);
    expect(await parts.get('no-such-id')).toBeUndefined();
  });

  it('round-trips every field: accents, decimal prices, zero stock, empty image', async () => {
    const parts = current().parts;
    const input = partInput({
      nome_pt: 'Válvula hidráulica ção',
      nome_en: 'Hydraulic valve',
      nome_es: 'Válvula hidráulica señal',
      descricao_pt: 'Pressão máxima: 210 bar; "aspas" & <tags>\nsegunda linha',
      descricao_en: 'Max pressure 210 bar',
      descricao_es: 'Presión máxima',
      codigo: 'HID-VÁL-0.5',
      categoria: 'Hidráulica',
      preco: 1234.56,
      estoque: 0,
      imagem: '',
    });
    const created = await parts.create(input);
    const cheap = await parts.create(partInput({ preco: 0.1, estoque: 7, imagem: 'a/b-1.webp' }));
    for (const part of [await parts.get(created.id), (await parts.list())[0]]) {
      expect(part).toEqual(created);
      expect(part).toMatchObject(input);
      expect(Object.keys(part ?? {}).sort()).toEqual(STORED_PART_KEYS);
    }
    expect((await parts.get(cheap.id))?.preco).toBe(0.1);
    expect((await parts.get(cheap.id))?.imagem).toBe('a/b-1.webp');
  });

  it('lists in creation order, oldest first, ties by id', async () => {
    const store = current();
    const created = await createInOrder(
      store,
      [1, 2, 3, 4, 5].map(() => partInput()),
    );
    const listed = await store.parts.list();
    expect(ids(listed)).toEqual(ids([...created].sort(byCreation)));
    for (let index = 1; index < created.length; index += 1) {
      expect(created[index]!.createdAt >= created[index - 1]!.createdAt).toBe(true);
    }
  });

  it('refuses a code another part has, compared without case and separators', async () => {
    const parts = current().parts;
    await parts.create(partInput({ codigo: 'ABC-123' }));
    for (const codigo of ['ABC-123', 'abc 123', 'a.b.c_1/2-3']) {
      const attempt = parts.create(partInput({ codigo }));
      await expect(attempt).rejects.toBeInstanceOf(DuplicateCodeError);
      await expect(attempt).rejects.toMatchObject({ codigo });
    }
    expect(await parts.count()).toBe(1);
  });

  // Issue 11: both stores key codes with the one foldCode, which folds compatibility forms
  // (NFKC) and drops invisible format characters, so a look-alike is the same code.
  it('refuses a look-alike code: full-width, accented, or with an invisible character', async () => {
    const parts = current().parts;
    await parts.create(partInput({ codigo: 'ABC-123' }));
    for (const codigo of [
      'ＡＢＣ－１２３',
      'ÁBC-123',
      'A\u0301BC-123',
      'ABC\u200b-123',
      '\u202eABC-123',
    ]) {
      await expect(parts.create(partInput({ codigo }))).rejects.toBeInstanceOf(DuplicateCodeError);
    }
    expect(await parts.count()).toBe(1);
  });

  it('updates with the right version or none, bumping version and updatedAt only', async () => {
    const parts = current().parts;
    const created = await parts.create(partInput());
    const changes = partInput({ nome_pt: 'Novo nome', preco: 99.9, estoque: 0 });
    const updated = await parts.update(created.id, changes, 1);
    expect(updated).toMatchObject({ ...changes, id: created.id, version: 2 });
    expect(updated?.createdAt).toBe(created.createdAt);
    expect(updated!.updatedAt >= created.updatedAt).toBe(true);
    expect(Object.keys(updated ?? {}).sort()).toEqual(STORED_PART_KEYS);
    expect(await parts.get(created.id)).toEqual(updated);

    const unconditional = await parts.update(created.id, partInput({ nome_pt: 'Outro' }));
    expect(unconditional?.version).toBe(3);
    expect(await parts.count()).toBe(1);
  });

  it('refuses a stale version with the current one and changes nothing', async () => {
    const parts = current().parts;
    const created = await parts.create(partInput());
    await parts.update(created.id, partInput({ codigo: created.codigo }), 1);
    const stale = parts.update(created.id, partInput({ nome_pt: 'Perdido' }), 1);
    await expect(stale).rejects.toBeInstanceOf(VersionConflictError);
    await expect(stale).rejects.toMatchObject({ id: created.id, currentVersion: 2 });
    const after = await parts.get(created.id);
    expect(after?.version).toBe(2);
    expect(after?.nome_pt).not.toBe('Perdido');
  });

  it('keeps its own code on update, even respelled, but refuses a taken one', async () => {
    const parts = current().parts;
    const first = await parts.create(partInput({ codigo: 'AAA-1' }));
    const second = await parts.create(partInput({ codigo: 'BBB-2' }));
    expect(await parts.update(first.id, partInput({ codigo: 'aaa.1' }))).toMatchObject({
      codigo: 'aaa.1',
    });
    const taken = parts.update(second.id, partInput({ codigo: 'AAA 1' }), 1);
    await expect(taken).rejects.toBeInstanceOf(DuplicateCodeError);
    expect(await parts.get(second.id)).toEqual(second);

    // Moving a part to a new code frees the old one and takes the new one.
    await parts.update(second.id, partInput({ codigo: 'CCC-3' }));
    await expect(parts.create(partInput({ codigo: 'BBB-2' }))).resolves.toBeDefined();
    await expect(parts.create(partInput({ codigo: 'ccc3' }))).rejects.toBeInstanceOf(
      DuplicateCodeError,
    );
  });

  it('answers undefined when updating or deleting a missing id', async () => {
    const parts = current().parts;
    await parts.create(partInput());
    expect(await parts.update('missing', partInput())).toBeUndefined();
    expect(await parts.update('missing', partInput(), 1)).toBeUndefined();
    expect(await parts.delete('missing')).toBeUndefined();
    expect(await parts.count()).toBe(1);
  });

  it('deletes once, answering the removed part, and frees its code', async () => {
    const parts = current().parts;
    const created = await parts.create(partInput({ codigo: 'DEL-1' }));
    const kept = await parts.create(partInput());
    expect(await parts.delete(created.id)).toEqual(created);
    expect(await parts.delete(created.id)).toBeUndefined();
    expect(await parts.get(created.id)).toBeUndefined();
    expect(await parts.list()).toEqual([kept]);
    await expect(parts.create(partInput({ codigo: 'del 1' }))).resolves.toBeDefined();
  });

  it('hands out copies: editing a returned part changes nothing stored', async () => {
    const parts = current().parts;
    const created = await parts.create(partInput({ nome_pt: 'Original' }));
    created.nome_pt = 'Mexido';
    const listed = await parts.list();
    listed[0]!.nome_pt = 'Mexido';
    expect((await parts.get(created.id))?.nome_pt).toBe('Original');
  });

  it('lists the parts whose code leaves printable ASCII, and only those, in creation order', async () => {
    const store = current();
    const [greek, , cyrillic] = await createInOrder(store, [
      partInput({ codigo: '\u0396W-001' }),
      partInput({ codigo: 'ZW-001' }),
      partInput({ codigo: 'ZW-\u041e01' }),
      partInput({ codigo: 'AB~ 1' }),
    ]);
    expect(ids(await store.parts.listWithCodeOutsideAscii())).toEqual(ids([greek!, cyrillic!]));
  });
}
