import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { partInput } from '../../store/contract/fixtures';
import { openEmbeddedStore } from '../../store/embedded';
import { makeTempDir } from '../../store/embedded/testing/temp-dir';
import {
  DuplicateCodeError,
  ImportConflictError,
  type ImportWrite,
  type PartRepository,
  type Store,
} from '../../store/types';
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
  return codes.map((codigo, index) => ({ line: index + 2, fields: validPartFields(codigo) }));
}

/**
 * The real catalogue, with each `applyImport` call recorded and, when `fail` is given, refused
 * with the error it returns instead of written.
 */
function recordingParts(fail?: (writes: readonly ImportWrite[]) => Error) {
  const calls: ImportWrite[][] = [];
  const parts = Object.create(store.parts) as PartRepository;
  parts.applyImport = (writes) => {
    calls.push([...writes]);
    // A retry loop that never ends fails the test instead of hanging it.
    if (calls.length > 10) return Promise.reject(new Error('applyImport called over and over'));
    return fail === undefined ? store.parts.applyImport(writes) : Promise.reject(fail(writes));
  };
  return { parts, calls };
}

describe('applyImportPlan and the store', () => {
  it('hands the store one list: a create without image, an update keeping image and version', async () => {
    const existing = await store.parts.create(partInput({ codigo: 'EDIT-1', imagem: 'a.webp' }));
    const plan = planImport(rows('EDIT-1', 'NEW-1'), await store.parts.list());
    const { parts, calls } = recordingParts();

    await applyImportPlan(parts, plan);

    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject([
      {
        type: 'update',
        id: existing.id,
        expectedVersion: existing.version,
        input: { codigo: 'EDIT-1', imagem: 'a.webp' },
      },
      { type: 'create', input: { codigo: 'NEW-1', imagem: '' } },
    ]);
  });

  it('does not call the store for a plan without writes', async () => {
    const { parts, calls } = recordingParts();
    await applyImportPlan(parts, planImport([], []));
    expect(calls).toHaveLength(0);
  });

  it('does not call the store again once every write was refused', async () => {
    const plan = planImport(rows('NEW-1'), []);
    const { parts, calls } = recordingParts(
      () => new ImportConflictError([{ index: 0, error: new DuplicateCodeError('NEW-1') }]),
    );
    await applyImportPlan(parts, plan);
    expect(calls).toHaveLength(1);
    expect(plan.rows[0]).toMatchObject({ action: 'error' });
  });

  it('passes a failure that is not a conflict on, unchanged, and marks no row', async () => {
    const failure = new Error('disk full');
    const plan = planImport(rows('NEW-1'), []);
    const { parts } = recordingParts(() => failure);
    await expect(applyImportPlan(parts, plan)).rejects.toBe(failure);
    expect(plan.rows[0]).toMatchObject({ action: 'new' });
  });

  it('passes a conflict that names no write on instead of trying the same list again', async () => {
    const conflict = new ImportConflictError([]);
    const { parts, calls } = recordingParts(() => conflict);
    await expect(applyImportPlan(parts, planImport(rows('NEW-1'), []))).rejects.toBe(conflict);
    expect(calls).toHaveLength(1);
  });

  it('passes a conflict naming a write outside the list on, unchanged', async () => {
    const conflict = new ImportConflictError([
      { index: 1, error: new DuplicateCodeError('NEW-2') },
    ]);
    const plan = planImport(rows('NEW-1'), []);
    const { parts } = recordingParts(() => conflict);
    await expect(applyImportPlan(parts, plan)).rejects.toBe(conflict);
    expect(plan.rows[0]).toMatchObject({ action: 'new' });
  });
});
