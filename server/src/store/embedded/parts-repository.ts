import { randomUUID } from 'node:crypto';
import {
  DuplicateCodeError,
  VersionConflictError,
  type PartInput,
  type PartRepository,
  type StoredPart,
} from '../types';
import { writeSynced, type Level, type WriteOperation } from './level';
import type { PartCatalogue } from './part-catalogue';
import { newStoredPart, nextStoredPart } from './part-fields';
import { createWriteClock } from './write-clock';
import { searchFields } from './search-fields';
import type { WriteQueue } from './write-queue';

/**
 * Parts on disk with the catalogue in memory. Reads answer from memory; writes run one at a
 * time in the queue, check the catalogue, commit one synced batch (part + code index), and
 * only then change the memory, so a failed write leaves both untouched.
 */
export function createPartsRepository(
  level: Level,
  catalogue: PartCatalogue,
  queue: WriteQueue,
): PartRepository {
  // A fresh id per opening: only one process can hold the LevelDB lock, so the counter of
  // this process sees every write, and a restart never reuses an old revision.
  const epoch = randomUUID();
  let writes = 0;
  const writeTime = createWriteClock(catalogue.newestWrite());

  function assertCodeFree(codeKey: string, codigo: string, ownId?: string): void {
    const holder = catalogue.idForCode(codeKey);
    if (holder !== undefined && holder !== ownId) throw new DuplicateCodeError(codigo);
  }

  /**
   * Writes one synced batch, then runs `apply` (the memory change) and moves the revision in
   * the same tick, so no reader can see the new revision with the old catalogue.
   */
  async function commit(operations: WriteOperation[], apply: () => void): Promise<void> {
    await writeSynced(level, operations);
    apply();
    writes += 1;
  }

  return {
    async list() {
      return catalogue.list();
    },
    async query(query) {
      return catalogue.query(query);
    },
    async get(id) {
      return catalogue.get(id);
    },
    async count() {
      return catalogue.size;
    },
    async revision() {
      return `${epoch}.${writes}`;
    },

    create(input: PartInput) {
      return queue.run(async () => {
        const part = newStoredPart(randomUUID(), input, writeTime());
        const { codeKey } = searchFields(part);
        assertCodeFree(codeKey, part.codigo);
        await commit(
          [
            { type: 'put', sublevel: level.parts, key: part.id, value: JSON.stringify(part) },
            { type: 'put', sublevel: level.codes, key: codeKey, value: part.id },
          ],
          () => catalogue.put(part),
        );
        return { ...part };
      });
    },

    update(id: string, input: PartInput, expectedVersion?: number) {
      return queue.run(async (): Promise<StoredPart | undefined> => {
        const current = catalogue.get(id);
        if (current === undefined) return undefined;
        if (expectedVersion !== undefined && expectedVersion !== current.version) {
          throw new VersionConflictError(id, current.version);
        }
        const part = nextStoredPart(current, input, writeTime());
        const oldKey = searchFields(current).codeKey;
        const newKey = searchFields(part).codeKey;
        assertCodeFree(newKey, part.codigo, id);
        const operations: WriteOperation[] = [
          { type: 'put', sublevel: level.parts, key: id, value: JSON.stringify(part) },
        ];
        if (oldKey !== newKey) {
          operations.push(
            { type: 'del', sublevel: level.codes, key: oldKey },
            { type: 'put', sublevel: level.codes, key: newKey, value: id },
          );
        }
        await commit(operations, () => catalogue.put(part));
        return { ...part };
      });
    },

    delete(id: string) {
      return queue.run(async () => {
        const current = catalogue.get(id);
        if (current === undefined) return undefined;
        await commit(
          [
            { type: 'del', sublevel: level.parts, key: id },
            { type: 'del', sublevel: level.codes, key: searchFields(current).codeKey },
          ],
          () => catalogue.remove(id),
        );
        return current;
      });
    },
  };
}
