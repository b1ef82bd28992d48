import type { Lang } from '@castall/contracts';

/** The 8 machine products of spec §3, in catalogue order. */
export const MACHINE_PRODUCT_IDS = [
  'cast-all-250',
  'cast-all-350',
  'cast-all-450',
  'cast-all-550',
  'cast-all-800',
  'cast-all-1000',
  'lubrificador-lla',
  'dosador-linear',
] as const;
export type MachineProductId = (typeof MACHINE_PRODUCT_IDS)[number];

/** aluminum and peripheral hold products; plastic exists in the filter's translations only. */
export type MachineCategory = 'aluminum' | 'peripheral' | 'plastic';

/** Portuguese specification labels (spec §3); en and es come from the label table. */
export type SpecLabel = string;

/** The texts of one product in one language. */
export interface ProductTexts {
  name: string;
  shortDescription: string;
  /** Paragraphs separated by blank lines, with `**bold**` markers (spec §3). */
  description: string;
  features: readonly string[];
  applications: readonly string[];
  /** Short highlights shown as badges in the detail page's hero (e.g. NR-12, servomotor). */
  badges: readonly string[];
  /** What ships with the machine (spec §2 'standard accessories'), the machine's own items. */
  standardItems: readonly string[];
}

/** One product in one language: its texts, images and specifications. */
export interface MachineProduct extends ProductTexts {
  id: MachineProductId;
  category: MachineCategory;
  /** Card image path under public/ (e.g. /images/products/cast-all-250.webp). */
  image: string;
  /** Large image path for the detail page, with a generic fallback when none exists. */
  imageLarge: string;
  /**
   * Label (Portuguese, as keyed) → value text already formatted for the language; undefined
   * where the specification gives no figure, which the site shows as 'on request'.
   */
  specifications: readonly (readonly [label: SpecLabel, value: string | undefined])[];
}

/** What the catalogue data module exports (index.ts). */
export interface MachineCatalog {
  /** Every product in the given language, in MACHINE_PRODUCT_IDS order. */
  products(lang: Lang): readonly MachineProduct[];
  product(id: string, lang: Lang): MachineProduct | undefined;
  /** A specification label in the given language (Portuguese labels are shown as they are). */
  specLabel(label: SpecLabel, lang: Lang): string;
  /**
   * The product catalogue PDF served at `/catalogs/{file}` (spec §7), or undefined when no
   * file is mapped for the product ('Catálogo não disponível para este produto.').
   */
  productCatalogFile(id: MachineProductId): string | undefined;
  /** The whole-line catalogue per language, at `/catalogs/{lang}/{file}`, versioned V01-R01. */
  languageCatalogFile(lang: Lang): string;
}
