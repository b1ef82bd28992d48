import type { Lang } from '../../i18n/languages';
import { machineCatalog } from './catalog';
import type { MachineProduct } from './catalog/types';

export interface ComparisonRow {
  /** Portuguese key of the specification. */
  label: string;
  /** One value per model, undefined where the specification gives none. */
  values: readonly (string | undefined)[];
}

export interface Comparison {
  models: readonly MachineProduct[];
  rows: readonly ComparisonRow[];
}

/** The six CAST ALL models side by side, one row per specification any of them has. */
export function compareCastAll(lang: Lang): Comparison {
  const models = machineCatalog.products(lang).filter((product) => product.category === 'aluminum');
  const labels = [
    ...new Set(models.flatMap((model) => model.specifications.map(([label]) => label))),
  ];
  const rows = labels.map((label) => ({
    label,
    values: models.map((model) => new Map(model.specifications).get(label)),
  }));
  return { models, rows };
}
