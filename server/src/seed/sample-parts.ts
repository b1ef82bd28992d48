import type { PartCategory } from '@castall/contracts';
import type { PartInput } from '../store/types';
import { ELECTRICAL_PARTS } from './sample-parts-by-category/electrical';
import { ELECTRONIC_PARTS } from './sample-parts-by-category/electronic';
import { HYDRAULIC_PARTS } from './sample-parts-by-category/hydraulic';
import { MECHANICAL_PARTS } from './sample-parts-by-category/mechanical';
import type { ArtworkKind } from './part-artwork';

/**
 * A demonstration part: every stored field but the image, which is drawn from `artwork` when
 * seeding. `categoria` is narrowed to the four categories so a typo cannot compile.
 */
export type SamplePart = Omit<PartInput, 'imagem' | 'categoria'> & {
  categoria: PartCategory;
  artwork: ArtworkKind;
};

/**
 * The catalogue an empty shop starts with (SEED_SAMPLE_DATA): 16 parts per category for the
 * CAST ALL die-casting machines, their spray lubricator and linear ladle, and the plastic
 * injection machines. Prices in BRL; codes follow `<category>-<family>-<size>`.
 */
export const SAMPLE_PARTS: readonly SamplePart[] = [
  ...HYDRAULIC_PARTS,
  ...ELECTRICAL_PARTS,
  ...ELECTRONIC_PARTS,
  ...MECHANICAL_PARTS,
];
