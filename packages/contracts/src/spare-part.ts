import type { PartData } from './part-schema';

/** Part categories of spec §3/§9, exactly as stored and sent by the API. */
export const PART_CATEGORIES = ['Elétrica', 'Hidráulica', 'Eletrônica', 'Mecânica'] as const;
export type PartCategory = (typeof PART_CATEGORIES)[number];

/**
 * A spare part as `GET /api/produtos-listar.php` returns it (spec §3): the id, the edited
 * fields of part-schema.ts, and the image. `categoria` stays a plain string here: parts stored
 * before the four categories were enforced must still be listed.
 */
export interface SparePart extends Omit<PartData, 'categoria'> {
  id: string;
  categoria: string;
  /** File name (or path) of the image under /upload/; empty when there is none. */
  imagem: string;
}

/** Page sizes of the shop and admin lists (spec §9). */
export const PAGE_SIZES = [50, 100, 200] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
