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
  /** What ships with the machine (spec §2 'standard accessories'), the machine's own items. */
  standardItems: readonly string[];
}

/** The value is undefined where the specification gives no figure: shown 'on request'. */
export type SpecRow = readonly [label: KnownSpecLabel, value: string | undefined];

/** One catalogue entry before it is read in a language (texts live in texts-{lang}.ts). */
export interface ProductSource {
  id: MachineProductId;
  category: MachineCategory;
  /** The rows the specification names for the product; a figure it does not give is undefined. */
  specifications(lang: Lang): readonly SpecRow[];
}
