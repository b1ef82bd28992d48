import type { Lang } from '@castall/contracts';
import type { KnownSpecLabel } from '../spec-labels';
import type { MachineCategory, MachineProductId, ProductTexts } from '../types';

export type { ProductTexts };

/** The value is undefined where the specification gives no figure: shown 'on request'. */
export type SpecRow = readonly [label: KnownSpecLabel, value: string | undefined];

/** One catalogue entry before it is read in a language (texts live in locales/{lang}/). */
export interface ProductSource {
  id: MachineProductId;
  category: MachineCategory;
  /** The rows the specification names for the product; a figure it does not give is undefined. */
  specifications(lang: Lang): readonly SpecRow[];
}
