/** What an import does with one CSV row (issue 5). */
export type ImportAction = 'new' | 'changed' | 'unchanged' | 'error';

/** One row of the import plan, by its line in the file. */
export interface ImportRow {
  line: number;
  codigo: string;
  action: ImportAction;
  /** Fields that differ from the stored part (changed rows). */
  changes?: string[];
  /** Why the row cannot be imported (error rows), as the Portuguese sentences of the form. */
  errors?: string[];
}

/**
 * The answer of `POST /api/produtos-importar.php`, dry run or applied: every row counted, the
 * rows that are not unchanged listed up to a cap (`truncated` when some were left out).
 */
export interface ImportAnswer {
  success: true;
  applied: boolean;
  summary: Record<ImportAction, number>;
  rows: ImportRow[];
  truncated: boolean;
}
