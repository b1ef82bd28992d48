import type { Lang } from '../../../../i18n/languages';
import type { KnownSpecLabel } from '../spec-labels';
import type { MachineCategory, MachineProductId } from '../types';

/** The texts of one product in one language. */
export interface ProductTexts {
  name: string;
  shortDescription: string;
  /** Paragraphs separated by blank lines, with `**bold**` markers. */
  description: string;
  features: readonly string[];
  applications: readonly string[];
  badges: readonly string[];
}

export type SpecRow = readonly [label: KnownSpecLabel, value: string];

/** One catalogue entry before it is read in a language (texts live in texts-{lang}.ts). */
export interface ProductSource {
  id: MachineProductId;
  category: MachineCategory;
  /** Only the figures the specification gives; rows without a value are left out. */
  specifications(lang: Lang): readonly SpecRow[];
}
