import type { Lang } from '../../i18n/languages';
import { machineCatalog } from '@castall/machines';
import type { MachineProduct } from '@castall/machines/types';

/** One table cell: a model's figure, or one 'on request' cell across models that have none. */
export interface ComparisonCell {
  /** undefined: the specification gives no figure for these models ('on request'). */
  value: string | undefined;
  /** How many model columns the cell covers (1 for a figure). */
  span: number;
  /** Index of the first model the cell covers. */
  first: number;
}

export interface ComparisonRow {
  /** Portuguese key of the specification. */
  label: string;
  /** One value per model, undefined where the specification gives none. */
  values: readonly (string | undefined)[];
  /** The row's cells: neighbouring models without a figure share one cell, said once. */
  cells: readonly ComparisonCell[];
}

export interface Comparison {
  models: readonly MachineProduct[];
  rows: readonly ComparisonRow[];
}

/** Merges runs of missing figures, so a row says 'on request' once instead of a row of dashes. */
export function comparisonCells(values: readonly (string | undefined)[]): ComparisonCell[] {
  const cells: ComparisonCell[] = [];
  for (const [index, value] of values.entries()) {
    const last = cells.at(-1);
    if (value === undefined && last && last.value === undefined) last.span += 1;
    else cells.push({ value, span: 1, first: index });
  }
  return cells;
}

/** The six CAST ALL models side by side, one row per specification any of them has. */
export function compareCastAll(lang: Lang): Comparison {
  const models = machineCatalog.products(lang).filter((product) => product.category === 'aluminum');
  const labels = [
    ...new Set(models.flatMap((model) => model.specifications.map(([label]) => label))),
  ];
  const rows = labels.map((label) => {
    const values = models.map((model) => new Map(model.specifications).get(label));
    return { label, values, cells: comparisonCells(values) };
  });
  return { models, rows };
}
