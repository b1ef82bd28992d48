import { expect, it } from 'vitest';
import { DuplicateCodeError, ImportConflictError, UndoConflictError } from '../types';
import { partInput } from './fixtures';
import type { CurrentStore } from './fixtures';

const ADMIN = { by: 'admin' };

/** The trash (issue 14): moves out of every list, keeps the code, comes back, purges. */
export function trashContract(current: CurrentStore): void {
  it('moves a part to the trash: out of every list, its code still taken', async () => {
    const { parts } = current();
    const part = await parts.create(partInput({ codigo: 'LIX-1', imagem: 'x.webp' }));
    const kept = await parts.create(partInput());
    const revision = await parts.revision();

    const trashed = await parts.trash(part.id, ADMIN);
    expect(trashed).toMatchObject({ ...part, trashedBy: 'admin' });
    expect(Date.parse(trashed?.trashedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(part.updatedAt));
    expect(await parts.revision()).not.toBe(revision);
    expect(await parts.get(part.id)).toBeUndefined();
    expect(await parts.list()).toEqual([kept]);
    expect(await parts.count()).toBe(1);
    const page = await parts.query({ scope: 'admin', search: 'LIX-1', page: 1, pageSize: 50 });
    expect(page.total).toBe(0);
    expect(page.catalogueTotal).toBe(1);
    expect(await parts.trashed()).toEqual([trashed]);

    await expect(parts.create(partInput({ codigo: 'lix 1' }))).rejects.toThrow(DuplicateCodeError);
    await expect(
      parts.update(kept.id, partInput({ codigo: 'LIX-1' }), kept.version),
    ).rejects.toThrow(DuplicateCodeError);
    await expect(
      parts.applyImport([{ type: 'create', input: partInput({ codigo: 'LIX-1' }) }]),
    ).rejects.toThrow(ImportConflictError);
    expect(await parts.trash(part.id, ADMIN)).toBeUndefined();
  });

  it('restores a trashed part with every field and its image, at the next version', async () => {
    const { parts } = current();
    const part = await parts.create(partInput({ imagem: 'peca.webp', preco: 12.5 }));
    await parts.trash(part.id, ADMIN);
    const restored = await parts.restore(part.id, ADMIN);
    expect(restored).toMatchObject({
      ...part,
      version: part.version + 1,
      updatedAt: expect.any(String),
    });
    expect(restored).not.toHaveProperty('trashedAt');
    expect(await parts.get(part.id)).toEqual(restored);
    expect(await parts.list()).toEqual([restored]);
    expect(await parts.trashed()).toEqual([]);
    expect(await parts.restore(part.id, ADMIN)).toBeUndefined();
    expect(await parts.restore('no-such-id', ADMIN)).toBeUndefined();
  });

  it('purges only trashed parts, which frees their code', async () => {
    const { parts } = current();
    const part = await parts.create(partInput({ codigo: 'PUR-1' }));
    expect(await parts.purge(part.id, ADMIN)).toBeUndefined();
    await parts.trash(part.id, ADMIN);
    expect(await parts.purge(part.id, ADMIN)).toMatchObject({ id: part.id, codigo: 'PUR-1' });
    expect(await parts.trashed()).toEqual([]);
    expect(await parts.restore(part.id, ADMIN)).toBeUndefined();
    await expect(parts.create(partInput({ codigo: 'PUR-1' }))).resolves.toBeDefined();
  });

  it('purges what was trashed before a time, and nothing after it', async () => {
    const { parts } = current();
    const old = await parts.create(partInput());
    const recent = await parts.create(partInput());
    const oldTrashed = await parts.trash(old.id, ADMIN);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const cutoff = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const recentTrashed = await parts.trash(recent.id, ADMIN);
    const purged = await parts.purgeTrashedBefore(cutoff);
    expect(purged.map((part) => part.id)).toEqual([oldTrashed?.id]);
    expect(await parts.trashed()).toEqual([recentTrashed]);
  });
}

/** The change history and the undo of an import (issue 14). */
export function historyContract(current: CurrentStore): void {
  it('records who changed which fields, old → new, for every kind of write', async () => {
    const { parts } = current();
    const part = await parts.create(partInput({ nome_pt: 'Bomba', preco: 10 }), ADMIN);
    const edited = await parts.update(
      part.id,
      partInput({ codigo: part.codigo, nome_pt: 'Bomba nova', preco: 12 }),
      part.version,
      { by: 'maria' },
    );
    await parts.trash(part.id, ADMIN);
    await parts.restore(part.id, { by: 'maria' });
    // An earlier version put back from the history is an update the history names as such.
    await parts.update(
      part.id,
      partInput({ codigo: part.codigo, nome_pt: 'Bomba', preco: 10 }),
      undefined,
      ADMIN,
      'restore-version',
    );

    const entries = await parts.changes(part.id);
    expect(entries.map(({ action, by }) => [action, by])).toEqual([
      ['create', 'admin'],
      ['update', 'maria'],
      ['trash', 'admin'],
      ['restore', 'maria'],
      ['restore-version', 'admin'],
    ]);
    expect(entries[4]?.changes).toContainEqual({ field: 'preco', from: 12, to: 10 });
    expect(entries[0]?.changes).toContainEqual({ field: 'nome_pt', from: null, to: 'Bomba' });
    const update = entries[1];
    expect(update?.at).toBe(edited?.updatedAt);
    expect(update?.changes).toContainEqual({ field: 'nome_pt', from: 'Bomba', to: 'Bomba nova' });
    expect(update?.changes).toContainEqual({ field: 'preco', from: 10, to: 12 });
    expect(update?.changes.map((change) => change.field)).not.toContain('codigo');
    expect(await parts.changes('no-such-id')).toEqual([]);
  });

  it('undoes an import as one step: created parts go, updated parts get their fields back', async () => {
    const { parts } = current();
    const before = await parts.create(partInput({ nome_pt: 'Antes', codigo: 'IMP-1', preco: 5 }));
    const revision = await parts.revision();
    const [updated, created] = await parts.applyImport(
      [
        {
          type: 'update',
          id: before.id,
          input: partInput({ nome_pt: 'Depois', codigo: 'IMP-1B', preco: 7 }),
          expectedVersion: before.version,
        },
        { type: 'create', input: partInput({ codigo: 'IMP-2' }) },
      ],
      ADMIN,
    );
    const [record] = await parts.imports(10);
    expect(record).toMatchObject({ by: 'admin', created: 1, updated: 1 });
    expect(record).not.toHaveProperty('undoneAt');
    expect((await parts.changes(before.id)).at(-1)).toMatchObject({
      action: 'import',
      importId: record?.id,
    });

    const undone = await parts.undoImport(record?.id ?? '', { by: 'maria' });
    expect(undone?.undoneAt).toEqual(expect.any(String));
    const back = await parts.get(before.id);
    expect(back).toMatchObject({ nome_pt: 'Antes', codigo: 'IMP-1', preco: 5 });
    expect(back?.version).toBe((updated?.version ?? 0) + 1);
    expect(await parts.get(created?.id ?? '')).toBeUndefined();
    expect(await parts.count()).toBe(1);
    expect(await parts.revision()).not.toBe(revision);
    // The codes the import took are free again.
    await expect(parts.create(partInput({ codigo: 'IMP-2' }))).resolves.toBeDefined();
    await expect(parts.create(partInput({ codigo: 'IMP-1B' }))).resolves.toBeDefined();
    expect((await parts.changes(before.id)).at(-1)).toMatchObject({
      action: 'undo-import',
      by: 'maria',
    });
    expect(await parts.undoImport(record?.id ?? '', ADMIN)).toBeUndefined();
    expect((await parts.imports(10))[0]?.undoneAt).toBe(undone?.undoneAt);
    expect(await parts.undoImport('no-such-import', ADMIN)).toBeUndefined();
  });

  it('refuses to undo an import over a later change, and changes nothing', async () => {
    const { parts } = current();
    const part = await parts.create(partInput({ nome_pt: 'Original' }));
    await parts.applyImport([
      {
        type: 'update',
        id: part.id,
        input: partInput({ codigo: part.codigo, nome_pt: 'Importado' }),
        expectedVersion: part.version,
      },
      { type: 'create', input: partInput({ codigo: 'NOVO-1' }) },
    ]);
    const edited = await parts.update(
      part.id,
      partInput({ codigo: part.codigo, nome_pt: 'Editado depois' }),
    );
    const [record] = await parts.imports(1);
    const listBefore = await parts.list();
    const refusal = await parts.undoImport(record?.id ?? '', ADMIN).catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(UndoConflictError);
    expect((refusal as UndoConflictError).codes).toEqual([edited?.codigo]);
    expect(await parts.list()).toEqual(listBefore);
    expect((await parts.imports(1))[0]).not.toHaveProperty('undoneAt');
  });
}
