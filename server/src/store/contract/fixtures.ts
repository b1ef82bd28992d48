import type { PartInput, Store, StoredPart } from '../types';

/** Opens a fresh, empty store; `cleanup` closes it and removes what it wrote. */
export type OpenStore = () => Promise<{ store: Store; cleanup(): Promise<void> }>;

/** The current store of the running test (each test gets a fresh one). */
export type CurrentStore = () => Store;

let sequence = 0;

/** A valid part input; the code is unique per call unless given. */
export function partInput(overrides: Partial<PartInput> = {}): PartInput {
  sequence += 1;
  return {
    nome_pt: `Peça ${sequence}`,
    nome_en: `Part ${sequence}`,
    nome_es: `Pieza ${sequence}`,
    descricao_pt: 'Descrição',
    descricao_en: 'Description',
    descricao_es: 'Descripción',
    codigo: `TST-${sequence}`,
    categoria: 'Mecânica',
    preco: 10,
    estoque: 1,
    imagem: '',
    ...overrides,
  };
}

/** The keys every returned part has, and nothing else (no `_id`, no search fields). */
export const STORED_PART_KEYS = [
  'categoria',
  'codigo',
  'createdAt',
  'descricao_en',
  'descricao_es',
  'descricao_pt',
  'estoque',
  'id',
  'imagem',
  'nome_en',
  'nome_es',
  'nome_pt',
  'preco',
  'updatedAt',
  'version',
];

export function byCreation(a: StoredPart, b: StoredPart): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Creates parts one after another (so creation times never go backwards). */
export async function createInOrder(store: Store, inputs: PartInput[]): Promise<StoredPart[]> {
  const created: StoredPart[] = [];
  for (const input of inputs) created.push(await store.parts.create(input));
  return created;
}

export function ids(parts: readonly StoredPart[]): string[] {
  return parts.map((part) => part.id);
}
