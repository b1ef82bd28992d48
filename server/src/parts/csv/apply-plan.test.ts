import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { partInput } from '../../store/contract/fixtures';
import { openEmbeddedStore } from '../../store/embedded';
import { makeTempDir } from '../../store/embedded/testing/temp-dir';
import type { Store } from '../../store/types';
import { validPartFields } from '../testing';
import { applyImportPlan } from './apply-plan';
import { planImport } from './import-plan';

let temp: Awaited<ReturnType<typeof makeTempDir>>;
let store: Store;

beforeEach(async () => {
  temp = await makeTempDir();
  store = await openEmbeddedStore({ dir: temp.dir });
});
afterEach(async () => {
  await store.close();
  await temp.remove();
});

function rows(...codes: string[]) {
  return codes.map((codigo, index) => ({
    line: index + 2,
    fields: { ...validPartFields(codigo), preco: '55' },
  }));
}

/** `<epoch>.<count of commits>` of the embedded store. */
async function commits(): Promise<number> {
  return Number((await store.parts.revision()).split('.').pop());
}

describe('applyImportPlan', () => {
  it('reports rows the catalogue changed under since the plan, and writes the rest at once', async () => {
    const edited = await store.parts.create(partInput({ codigo: 'EDIT-1' }));
    const gone = await store.parts.create(partInput({ codigo: 'GONE-1' }));
    const plan = planImport(
      rows('EDIT-1', 'GONE-1', 'NEW-1', 'NEW-2', 'NEW-3'),
      await store.parts.list(),
    );
    expect(plan.summary).toMatchObject({ new: 3, changed: 2 });

    // Between the preview and the apply, someone else edits, deletes and creates.
    const concurrent = await store.parts.update(edited.id, partInput({ codigo: 'EDIT-1' }));
    await store.parts.delete(gone.id);
    await store.parts.create(partInput({ codigo: 'new 2' }));
    const before = await commits();

    await applyImportPlan(store.parts, plan);

    const changedUnder = 'A peça foi alterada ou excluída durante a importação.';
    expect(plan.rows).toMatchObject([
      { line: 2, codigo: 'EDIT-1', action: 'error', errors: [changedUnder] },
      { line: 3, codigo: 'GONE-1', action: 'error', errors: [changedUnder] },
      { line: 4, codigo: 'NEW-1', action: 'new' },
      {
        line: 5,
        codigo: 'NEW-2',
        action: 'error',
        errors: ['Já existe uma peça com o código "NEW-2".'],
      },
      { line: 6, codigo: 'NEW-3', action: 'new' },
    ]);
    // The other edit was not overwritten, and the rest went in as one commit.
    expect(await store.parts.get(edited.id)).toEqual(concurrent);
    expect((await store.parts.list()).map((part) => part.codigo)).toEqual([
      'EDIT-1',
      'new 2',
      'NEW-1',
      'NEW-3',
    ]);
    expect(await commits()).toBe(before + 1);
  });

  it('writes nothing and changes nothing for a plan without writes', async () => {
    const before = await store.parts.revision();
    await applyImportPlan(store.parts, planImport([], []));
    expect(await store.parts.revision()).toBe(before);
  });
});
