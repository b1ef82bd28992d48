import { expect, it } from 'vitest';
import {
  DuplicateCodeError,
  ImportConflictError,
  VersionConflictError,
  type ImportWrite,
  type Store,
} from '../types';
import { createInOrder, partInput } from './fixtures';
import type { CurrentStore } from './fixtures';

/** What the catalogue holds, to compare before and after a refused import. */
async function snapshot(store: Store) {
  return { parts: await store.parts.list(), revision: await store.parts.revision() };
}

/** The conflicts of a refused import, by index and kind. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(ImportConflictError);
  return (error as ImportConflictError).conflicts.map(({ index, error: cause }) => ({
    index,
    kind: cause.name,
  }));
}

/** applyImport: a list of creates and updates applied as one unit. */
export function partsImportContract(current: CurrentStore): void {
  it('applies creates and updates together, in order, and resolves the written parts', async () => {
    const store = current();
    const [kept, edited] = await createInOrder(store, [partInput(), partInput()]);
    if (kept === undefined || edited === undefined) throw new Error('seed failed');
    const writes: ImportWrite[] = [
      { type: 'create', input: partInput({ codigo: 'IMP-1' }) },
      {
        type: 'update',
        id: edited.id,
        input: partInput({ codigo: edited.codigo, preco: 99.9, imagem: edited.imagem }),
        expectedVersion: 1,
      },
      { type: 'create', input: partInput({ codigo: 'IMP-2' }) },
    ];
    const written = await store.parts.applyImport(writes);

    expect(written.map((part) => part.codigo)).toEqual(['IMP-1', edited.codigo, 'IMP-2']);
    expect(written[1]).toMatchObject({
      id: edited.id,
      version: 2,
      preco: 99.9,
      createdAt: edited.createdAt,
    });
    expect(await store.parts.get(edited.id)).toEqual(written[1]);
    // New parts list after the old ones, in the order of the import.
    expect((await store.parts.list()).map((part) => part.codigo)).toEqual([
      kept.codigo,
      edited.codigo,
      'IMP-1',
      'IMP-2',
    ]);
  });

  it('writes nothing when the last write takes a code in use', async () => {
    const store = current();
    const [taken, edited] = await createInOrder(store, [
      partInput({ codigo: 'HID-VÁL-1' }),
      partInput(),
    ]);
    if (taken === undefined || edited === undefined) throw new Error('seed failed');
    const before = await snapshot(store);
    const writes: ImportWrite[] = [
      ...Array.from({ length: 50 }, () => ({ type: 'create' as const, input: partInput() })),
      { type: 'update', id: edited.id, input: partInput(), expectedVersion: 1 },
      // Folded like the uniqueness rule: the same code as HID-VÁL-1.
      { type: 'create', input: partInput({ codigo: 'hid val 1' }) },
    ];
    expect(await refusal(store.parts.applyImport(writes))).toEqual([
      { index: 51, kind: 'DuplicateCodeError' },
    ]);
    expect(await snapshot(store)).toEqual(before);
    // Nor did it leave a code index entry behind: the codes of the refused import are free.
    await store.parts.create(writes[0]?.input ?? partInput());
  });

  it('writes nothing when two writes of the list share a code', async () => {
    const store = current();
    const before = await snapshot(store);
    const refused = refusal(
      store.parts.applyImport([
        { type: 'create', input: partInput({ codigo: 'DUP-1' }) },
        { type: 'create', input: partInput() },
        { type: 'create', input: partInput({ codigo: 'dup.1' }) },
      ]),
    );
    expect(await refused).toEqual([{ index: 2, kind: 'DuplicateCodeError' }]);
    expect(await snapshot(store)).toEqual(before);
  });

  it('writes nothing when a part changed or vanished, and names every refused write', async () => {
    const store = current();
    const [changed, gone] = await createInOrder(store, [partInput(), partInput()]);
    if (changed === undefined || gone === undefined) throw new Error('seed failed');
    await store.parts.update(changed.id, partInput({ codigo: changed.codigo }), 1);
    await store.parts.delete(gone.id);
    const before = await snapshot(store);
    const refused = await refusal(
      store.parts.applyImport([
        { type: 'update', id: changed.id, input: partInput(), expectedVersion: 1 },
        { type: 'create', input: partInput() },
        { type: 'update', id: gone.id, input: partInput(), expectedVersion: 1 },
        { type: 'create', input: partInput({ codigo: changed.codigo }) },
      ]),
    );
    expect(refused).toEqual([
      { index: 0, kind: 'VersionConflictError' },
      { index: 2, kind: 'VersionConflictError' },
      { index: 3, kind: 'DuplicateCodeError' },
    ]);
    expect(await snapshot(store)).toEqual(before);
  });

  it('reports the version a changed part is at, and 0 for a vanished one', async () => {
    const store = current();
    const part = await store.parts.create(partInput());
    await store.parts.update(part.id, partInput(), 1);
    const error = await store.parts
      .applyImport([
        { type: 'update', id: part.id, input: partInput(), expectedVersion: 1 },
        { type: 'update', id: 'no-such-id', input: partInput(), expectedVersion: 1 },
      ])
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ImportConflictError);
    const [first, second] = (error as ImportConflictError).conflicts;
    expect(first?.error).toBeInstanceOf(VersionConflictError);
    expect(first?.error).toMatchObject({ id: part.id, currentVersion: 2 });
    expect(second?.error).toMatchObject({ id: 'no-such-id', currentVersion: 0 });
  });

  it('lets a write take a code an earlier write of the list gave up', async () => {
    const store = current();
    const part = await store.parts.create(partInput({ codigo: 'OLD-1' }));
    await store.parts.applyImport([
      { type: 'update', id: part.id, input: partInput({ codigo: 'NEW-1' }), expectedVersion: 1 },
      { type: 'create', input: partInput({ codigo: 'OLD-1' }) },
    ]);
    expect((await store.parts.list()).map((stored) => stored.codigo)).toEqual(['NEW-1', 'OLD-1']);
    await expect(store.parts.create(partInput({ codigo: 'new 1' }))).rejects.toBeInstanceOf(
      DuplicateCodeError,
    );
  });

  it('changes the revision for an import, and not for an empty one', async () => {
    const parts = current().parts;
    const before = await parts.revision();
    expect(await parts.applyImport([])).toEqual([]);
    expect(await parts.revision()).toBe(before);
    await parts.applyImport([{ type: 'create', input: partInput() }]);
    expect(await parts.revision()).not.toBe(before);
  });
}
