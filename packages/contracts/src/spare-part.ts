/** Part categories of spec §3/§9, exactly as stored and sent by the API. */
export const PART_CATEGORIES = ['Elétrica', 'Hidráulica', 'Eletrônica', 'Mecânica'] as const;
export type PartCategory = (typeof PART_CATEGORIES)[number];

/** A spare part as `GET /api/produtos-listar.php` returns it (spec §3). */
export interface SparePart {
  id: string;
  nome_pt: string;
  nome_en: string;
  nome_es: string;
  descricao_pt: string;
  descricao_en: string;
  descricao_es: string;
  codigo: string;
  categoria: string;
  preco: number;
  estoque: number;
  /** File name (or path) of the image under /upload/; empty when there is none. */
  imagem: string;
}

/** The names and descriptions in the three languages, all required by the admin form (§5). */
export const PART_TEXT_FIELDS = [
  'nome_pt',
  'nome_en',
  'nome_es',
  'descricao_pt',
  'descricao_en',
  'descricao_es',
] as const;
export type PartTextField = (typeof PART_TEXT_FIELDS)[number];

/** Everything the administrator edits, the image aside. */
export const PART_DATA_FIELDS = [
  ...PART_TEXT_FIELDS,
  'codigo',
  'categoria',
  'preco',
  'estoque',
] as const;

/** Page sizes of the shop and admin lists (spec §9). */
export const PAGE_SIZES = [50, 100, 200] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
