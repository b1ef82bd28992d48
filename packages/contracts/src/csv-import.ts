/** What the CSV import does with a row: add it, update a part, leave it, or skip it. */
export type ImportAction = 'new' | 'changed' | 'unchanged' | 'error';

/** One row of the CSV import's plan, as `POST /api/produtos-importar.php` lists it. */
export interface ImportRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  codigo: string;
  action: ImportAction;
  /** Fields that differ from the stored part (changed rows). */
  changes?: string[];
  /** Why the row cannot be imported (error rows). */
  errors?: string[];
}

/**
 * The answer of `POST /api/produtos-importar.php` (issue 5): the same plan for the dry run
 * and for `aplicar=1`, so what the administrator previewed is what gets written.
 */
export interface ImportAnswerFields {
  applied: boolean;
  /** Counts every row, listed or not. */
  summary: Record<ImportAction, number>;
  /** The rows that are not unchanged, at most the server's listing limit. */
  rows: ImportRow[];
  /** True when more rows than `rows` holds were not unchanged. */
  truncated: boolean;
}
