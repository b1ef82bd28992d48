import { pickPartData } from '@castall/contracts/part-schema';
import type { PartInput, StoredPart } from '../types';

/**
 * Copies exactly the §3 fields of an input, so a stray property of the caller's object
 * never reaches the disk (and both stores keep the same field order).
 */
export function pickPartInput(input: PartInput): PartInput {
  return { ...pickPartData(input), imagem: input.imagem };
}

/** A part as first written: version 1, created and updated now. */
export function newStoredPart(id: string, input: PartInput, now: Date): StoredPart {
  const time = now.toISOString();
  return { id, ...pickPartInput(input), version: 1, createdAt: time, updatedAt: time };
}

/** The next version of a part: every field replaced, creation time kept. */
export function nextStoredPart(current: StoredPart, input: PartInput, now: Date): StoredPart {
  return {
    id: current.id,
    ...pickPartInput(input),
    version: current.version + 1,
    createdAt: current.createdAt,
    updatedAt: now.toISOString(),
  };
}

/** Creation order, oldest first, ties by id: the one order of every list and page. */
export function compareCreation(a: StoredPart, b: StoredPart): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  if (a.id === b.id) return 0;
  return a.id < b.id ? -1 : 1;
}
