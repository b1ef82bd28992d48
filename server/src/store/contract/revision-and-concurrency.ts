import { expect, it } from 'vitest';
import { DuplicateCodeError, VersionConflictError } from '../types';
import { partInput } from './fixtures';
import type { CurrentStore } from './fixtures';

/** revision() and what parallel writers may and may not achieve. */
export function revisionAndConcurrencyContract(current: CurrentStore): void {
  it('changes the revision on every write and never on a read', async () => {
    const parts = current().parts;
    const seen = new Set<string>();
    const remember = async () => {
      const revision = await parts.revision();
      expect(typeof revision).toBe('string');
      seen.add(revision);
      return revision;
    };

    const revision = await remember();
    await parts.list();
    await parts.query({ scope: 'admin', search: 'x', page: 1, pageSize: 50 });
    await parts.count();
    expect(await parts.revision()).toBe(revision);

    const created = await parts.create(partInput());
    await parts.get(created.id);
    await remember();
    await parts.update(created.id, partInput(), 1);
    await remember();
    await parts.update(created.id, partInput());
    await remember();
    await parts.delete(created.id);
    await remember();
    expect(seen.size).toBe(5);
  });

  it('lets exactly one of 20 parallel creates with one code succeed', async () => {
    const parts = current().parts;
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        parts.create(partInput({ codigo: index % 2 === 0 ? 'RACE-1' : 'race 1' })),
      ),
    );
    const fulfilled = results.filter((result) => result.status === 'fulfilled');
    const rejected = results.flatMap((result) =>
      result.status === 'rejected' ? [result.reason] : [],
    );
    expect(fulfilled).toHaveLength(1);
    expect(rejected).toHaveLength(19);
    for (const reason of rejected) expect(reason).toBeInstanceOf(DuplicateCodeError);
    expect(await parts.count()).toBe(1);
  });

  it('lets exactly one of 10 parallel updates from one version succeed', async () => {
    const parts = current().parts;
    const created = await parts.create(partInput());
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) =>
        parts.update(created.id, partInput({ nome_pt: `Edição ${index}` }), 1),
      ),
    );
    const fulfilled = results.filter((result) => result.status === 'fulfilled');
    expect(fulfilled).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(VersionConflictError);
    }
    expect((await parts.get(created.id))?.version).toBe(2);
  });
}
