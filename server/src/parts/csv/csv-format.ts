import { PART_TEXT_FIELDS } from '@castall/contracts/part-schema';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { StoredPart } from '../../store/types';
import { escapeFormula, unescapeFormula } from './formula-escape';
import { PART_MESSAGES } from '../../messages';

/** The columns of the exported and imported catalogue, keyed on `codigo`. */
export const CSV_COLUMNS = [
  'codigo',
  ...PART_TEXT_FIELDS,
  'categoria',
  'preco',
  'estoque',
] as const;

/** Columns an import must have; preco and estoque may be left out (then 0 for new parts). */
const REQUIRED_COLUMNS = CSV_COLUMNS.filter((column) => column !== 'preco' && column !== 'estoque');

export const MAX_IMPORT_ROWS = 20_000;

export type CsvRow = Readonly<Record<string, string>>;

export type ParsedCsv =
  { ok: true; rows: { line: number; fields: CsvRow }[] } | { ok: false; error: string };

/** Characters that end a cell or a row in some spreadsheet's reading of the file. */
const NEEDS_QUOTES = /[;,"\r\n]/;

/** "1234,56": the decimal comma Excel expects in a Brazilian locale. */
function formatPrice(preco: number): string {
  return preco.toFixed(2).replace('.', ',');
}

/**
 * The catalogue as CSV for a spreadsheet: UTF-8 with a BOM and `;` between fields, which is
 * what Excel opens correctly in Portuguese (where the comma is the decimal separator). Cells
 * that would open as formulas are escaped (see formula-escape.ts); `parseCsv` undoes it.
 *
 * A field holding a `;`, a comma, a quote, CR or LF is quoted. With `record_delimiter` set,
 * csv-stringify stopped quoting line breaks, and it never quotes a comma when `;` separates:
 * `ok\n=1+1` split its row in a spreadsheet and began a cell with `=1+1`, and
 * `x,=HYPERLINK(…)` did the same where the comma separates (issue 38). Quoted, each stays one
 * cell, which begins with `ok` or `x`. Other fields stay bare, as spreadsheets write them.
 */
export function partsToCsv(parts: readonly StoredPart[]): string {
  const rows = parts.map((part) =>
    CSV_COLUMNS.map((column) => {
      if (column === 'preco') return formatPrice(part.preco);
      if (column === 'estoque') return String(part.estoque);
      return escapeFormula(part[column]);
    }),
  );
  const options = { delimiter: ';', record_delimiter: '\r\n', quoted_match: NEEDS_QUOTES };
  return `\uFEFF${stringify([[...CSV_COLUMNS], ...rows], options)}`;
}

/** Text of an uploaded file: UTF-8, or Windows-1252/Latin-1 as older Excel versions save it. */
export function decodeCsv(content: Buffer): string {
  const utf8 = new TextDecoder('utf-8', { fatal: false }).decode(content);
  return utf8.includes('\uFFFD') ? new TextDecoder('windows-1252').decode(content) : utf8;
}

function delimiterOf(text: string): ';' | ',' {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return (header.match(/;/g)?.length ?? 0) >= (header.match(/,/g)?.length ?? 0) ? ';' : ',';
}

/**
 * Reads an import file with a header row, `;` or `,` between fields (whichever the header
 * uses). Errors are Portuguese sentences naming the line, for the admin screen.
 */
export function parseCsv(text: string): ParsedCsv {
  let records: Record<string, string>[];
  try {
    records = parse(text, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      delimiter: delimiterOf(text),
      skip_empty_lines: true,
      trim: true,
      to_line: MAX_IMPORT_ROWS + 2,
    });
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    return {
      ok: false,
      error: PART_MESSAGES.csvUnreadable(line),
    };
  }
  if (records.length > MAX_IMPORT_ROWS) {
    return { ok: false, error: PART_MESSAGES.csvTooManyRows(MAX_IMPORT_ROWS) };
  }
  const first = records[0];
  if (first === undefined) return { ok: false, error: PART_MESSAGES.csvEmpty };
  const missing = REQUIRED_COLUMNS.filter((column) => !(column in first));
  if (missing.length > 0) {
    return { ok: false, error: PART_MESSAGES.csvMissingColumns(missing) };
  }
  // Line 1 is the header, so the first part is on line 2 (as the spreadsheet numbers it).
  // After the parser's `trim`, so an escaped cell with spaces around it is still recognised.
  // (Not csv-parse's `cast` option: it builds a context object per cell, which made reading a
  // 10,000-row file several times slower.)
  const rows = records.map((fields, index) => ({
    line: index + 2,
    fields: Object.fromEntries(
      Object.entries(fields).map(([column, value]) => [column, unescapeFormula(value)]),
    ),
  }));
  return { ok: true, rows };
}
