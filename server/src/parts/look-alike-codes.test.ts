import { describe, expect, it } from 'vitest';
import { json, postMultipart } from '../testing/api-client';
import { codeSkeleton } from './code-skeleton';
import { CSV_COLUMNS } from './csv/csv-format';
import { postCsvImport, useAdminTestApp, validPartFields } from './testing';

// Issue 38: these were accepted as new codes beside `ZW-001`.
const { server, session } = useAdminTestApp();

/** One CSV line of a part's fields, in the export's column order. */
const line = (fields: Record<string, string>) =>
  CSV_COLUMNS.map((column) => fields[column] ?? '').join(';');

/** Applies an import of `csv` and answers its rows by line number. */
async function importRows(csv: string) {
  const body = (await json(await postCsvImport(server.url, session.admin, csv))) as {
    rows: { line: number; action: string; errors?: string[] }[];
  };
  return new Map(body.rows.map((row) => [row.line, row]));
}

const add = (fields: Record<string, string>) =>
  postMultipart(server.url, '/api/produtos-adicionar.php', fields, session.admin);

const GREEK_ZETA = '\u0396W-001';
const CYRILLIC_O = 'ZW-\u041e01';

describe('codeSkeleton (UTS #39)', () => {
  it('draws Greek and Cyrillic look-alikes as the Latin code', () => {
    expect(codeSkeleton(GREEK_ZETA)).toBe(codeSkeleton('ZW-001'));
    expect(codeSkeleton(CYRILLIC_O)).toBe(codeSkeleton('ZW-001'));
    expect(codeSkeleton('zw-\u043e\u043e1')).toBe(codeSkeleton('ZW-001'));
    expect(codeSkeleton('\uff3a\uff37-001')).toBe(codeSkeleton('ZW-001'));
  });

  it('keeps codes that look different apart', () => {
    expect(codeSkeleton('ZW-002')).not.toBe(codeSkeleton('ZW-001'));
    expect(codeSkeleton('ZX-001')).not.toBe(codeSkeleton('ZW-001'));
    expect(codeSkeleton('\u65e5\u672c-1')).not.toBe(codeSkeleton('ZW-001'));
  });
});

describe('look-alike codes over HTTP', () => {
  it.each([
    ['Greek capital zeta', GREEK_ZETA],
    ['Cyrillic capital O for the zero', CYRILLIC_O],
    ['Cyrillic small o twice', 'zw-\u043e\u043e1'],
  ])('answers a new part coded with a %s the duplicate-code 409', async (_name, codigo) => {
    expect((await add(validPartFields('ZW-001'))).status).toBe(201);
    const response = await add(validPartFields(codigo));
    expect(response.status).toBe(409);
    expect(await json(response)).toEqual({
      success: false,
      error: 'Já existe uma peça com o código "ZW-001".',
    });
    expect((await server.services.store.parts.list()).map((part) => part.codigo)).toEqual([
      'ZW-001',
    ]);
  });

  it.each([
    ['U+3164', '\u3164'],
    ['U+115F', '\u115f'],
    ['U+2800', '\u2800'],
    ['U+FFA0', '\uffa0'],
  ])('refuses ZW-001 + %s with a 400 naming the code field', async (_name, invisible) => {
    const response = await add(validPartFields(`ZW-001${invisible}`));
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body.success).toBe(false);
    expect(String(body.error)).toContain('Código');
    expect(await server.services.store.parts.count()).toBe(0);
  });

  it('refuses an edit that gives a part a look-alike of another part’s code', async () => {
    expect((await add(validPartFields('ZW-001'))).status).toBe(201);
    const other = await json(await add(validPartFields('AB-1')));
    const id = (other.produto as { id: string }).id;
    const response = await postMultipart(
      server.url,
      '/api/produtos-editar.php',
      { ...validPartFields(GREEK_ZETA), id },
      session.admin,
    );
    expect(response.status).toBe(409);
    expect((await server.services.store.parts.get(id))?.codigo).toBe('AB-1');
  });

  it('lets a part keep its own code outside ASCII when edited', async () => {
    const created = await json(await add(validPartFields(GREEK_ZETA)));
    const id = (created.produto as { id: string }).id;
    const response = await postMultipart(
      server.url,
      '/api/produtos-editar.php',
      { ...validPartFields(GREEK_ZETA), nome_pt: 'Outro nome', id },
      session.admin,
    );
    expect(response.status).toBe(200);
  });

  it('answers a plain-ASCII code drawn like a stored code outside ASCII the 409 too', async () => {
    expect((await add(validPartFields(GREEK_ZETA))).status).toBe(201);
    expect((await add(validPartFields('ZW-002'))).status).toBe(201);
    const response = await add(validPartFields('ZW-001'));
    expect(response.status).toBe(409);
    expect(await json(response)).toEqual({
      success: false,
      error: `Já existe uma peça com o código "${GREEK_ZETA}".`,
    });
    // Plain-ASCII codes are never merged by their skeleton: 0/O and 1/l stay two codes.
    expect((await add(validPartFields('ZW-OO2'))).status).toBe(201);
    expect((await add(validPartFields('ZW-0O2'))).status).toBe(201);
  });

  it('marks a plain-ASCII import row drawn like a stored code outside ASCII as an error', async () => {
    expect((await add(validPartFields(CYRILLIC_O))).status).toBe(201);
    const csv = [
      CSV_COLUMNS.join(';'),
      line(validPartFields('ZW-001')),
      line(validPartFields('ZW-003')),
    ].join('\n');
    const byLine = await importRows(csv);
    expect(byLine.get(2)?.action).toBe('error');
    expect(byLine.get(2)?.errors?.join(' ')).toContain(`"${CYRILLIC_O}"`);
    expect(byLine.get(3)?.action).toBe('new');
  });

  it('marks look-alike rows of a CSV import as errors, against the catalogue and the file', async () => {
    expect((await add(validPartFields('ZW-001'))).status).toBe(201);
    const csv = [
      CSV_COLUMNS.join(';'),
      line(validPartFields(GREEK_ZETA)),
      line(validPartFields('QQ-100')),
      line(validPartFields('QQ-1\u041e0')),
    ].join('\n');
    const byLine = await importRows(csv);
    expect(byLine.get(2)?.action).toBe('error');
    expect(byLine.get(2)?.errors?.join(' ')).toContain('"ZW-001"');
    expect(byLine.get(3)?.action).toBe('new');
    expect(byLine.get(4)?.action).toBe('error');
    const codes = (await server.services.store.parts.list()).map((part) => part.codigo).sort();
    expect(codes).not.toContain(GREEK_ZETA);
    expect(codes).not.toContain('QQ-1\u041e0');
  });
});
