import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, MAX_IMPORT_ROWS, parseCsv } from './csv-format';

// The edges of reading an import file: the separator guess, blank lines, spaces around cells,
// the error sentences and the row limit (issue 11, mutation testing).

const HEADER = CSV_COLUMNS.join(';');
const cells = (codigo: string) => `${codigo};a;b;c;d;e;f;Mecânica;1;1`;

describe('parseCsv edges', () => {
  it('keeps `;` for a file whose rows hold more commas than its header has semicolons', () => {
    // More commas in the file than semicolons: only the header line may decide.
    const name = `Kit: ${Array.from({ length: 30 }, (_, index) => `peça ${index + 1}`).join(', ')}`;
    const row = `A-1;${name};b;c;d;e;f;Mecânica;1,50;1`;
    const parsed = parseCsv(`${HEADER}\n${row}\n${row.replace('A-1', 'A-2')}\n`);
    expect(parsed).toMatchObject({
      ok: true,
      rows: [
        { fields: { codigo: 'A-1', nome_pt: name, preco: '1,50' } },
        { fields: { codigo: 'A-2', nome_pt: name, preco: '1,50' } },
      ],
    });
  });

  it('reads a file without the price and stock columns', () => {
    const header = CSV_COLUMNS.filter((column) => column !== 'preco' && column !== 'estoque');
    const parsed = parseCsv(`${header.join(';')}\nA-1;a;b;c;d;e;f;Mecânica\n`);
    expect(parsed).toMatchObject({ ok: true, rows: [{ fields: { codigo: 'A-1' } }] });
  });

  it('skips blank lines between rows', () => {
    const parsed = parseCsv(`${HEADER}\r\n${cells('A-1')}\r\n\r\n${cells('A-2')}\r\n`);
    expect(parsed.ok && parsed.rows.map((row) => row.fields.codigo)).toEqual(['A-1', 'A-2']);
  });

  it('trims the spaces around a cell before it removes the formula escape', () => {
    const parsed = parseCsv(`${HEADER}\n  '=A1  ;a;b;c;d;e;f;Mecânica;1;1\n`);
    expect(parsed).toMatchObject({ ok: true, rows: [{ fields: { codigo: '=A1' } }] });
  });

  it('names the line of a broken quote', () => {
    expect(parseCsv(`${HEADER}\n${cells('A-1')}\n"A-2;a;b;c;d;e;f;Mecânica;1;1\n`)).toEqual({
      ok: false,
      error: 'O arquivo CSV não pôde ser lido (linha 3). Confira aspas e separadores.',
    });
  });

  it(`reads ${MAX_IMPORT_ROWS} rows and refuses one more`, () => {
    const rows = (count: number) =>
      Array.from({ length: count }, (_, index) => cells(`P-${index}`)).join('\n');
    const atLimit = parseCsv(`${HEADER}\n${rows(20_000)}\n`);
    expect(atLimit.ok && atLimit.rows.length).toBe(20_000);
    expect(atLimit.ok && atLimit.rows.at(-1)).toMatchObject({ line: 20_001 });
    expect(parseCsv(`${HEADER}\n${rows(20_001)}\n`)).toEqual({
      ok: false,
      error: 'O arquivo tem mais de 20000 linhas.',
    });
  });
});
