import { describe, expect, it } from 'vitest';
import { bearer, json, postMultipart, type AdminAuth } from '../../testing/api-client';
import { useAdminTestApp, validPartFields } from '../testing';
import { CSV_COLUMNS } from './csv-format';

const { server, session } = useAdminTestApp();

function csvLine(fields: Record<string, string>): string {
  return CSV_COLUMNS.map((column) => fields[column] ?? '').join(';');
}

function csvFile(...rows: Record<string, string>[]): string {
  return [CSV_COLUMNS.join(';'), ...rows.map(csvLine)].join('\n');
}

/** `auth: null` posts as a visitor (undefined would take the default). */
function importCsv(text: string, apply: boolean, auth: AdminAuth | null = session.admin) {
  return postMultipart(
    server.url,
    '/api/produtos-importar.php',
    {
      arquivo: { content: Buffer.from(text, 'utf8'), filename: 'pecas.csv', type: 'text/csv' },
      ...(apply ? { aplicar: '1' } : {}),
    },
    auth ?? undefined,
  );
}

async function seed(codigo: string) {
  const { codigo: _code, ...rest } = validPartFields(codigo);
  void _code;
  const input = { ...rest, codigo, categoria: 'Hidráulica' as const, preco: 10, estoque: 1 };
  return server.services.store.parts.create({ ...input, imagem: '' });
}

describe('GET /api/produtos-exportar.php', () => {
  it('refuses visitors', async () => {
    const response = await fetch(`${server.url}/api/produtos-exportar.php`);
    expect(response.status).toBe(401);
  });

  it('downloads every part as a semicolon CSV attachment', async () => {
    await seed('HID-0001');
    await seed('HID-0002');
    const response = await fetch(`${server.url}/api/produtos-exportar.php`, {
      headers: bearer(session.admin),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="pecas-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(
      lines
        .slice(1)
        .map((line) => line.split(';')[0])
        .sort(),
    ).toEqual(['HID-0001', 'HID-0002']);
  });
});

describe('POST /api/produtos-importar.php', () => {
  it('refuses visitors and writes nothing', async () => {
    const response = await importCsv(csvFile(validPartFields('NEW-1')), true, null);
    expect(response.status).toBe(401);
    expect(await server.services.store.parts.count()).toBe(0);
  });

  it('previews new, changed, unchanged and error rows without writing', async () => {
    await seed('KEEP-1');
    const changed = await seed('EDIT-1');
    const file = csvFile(
      { ...validPartFields('KEEP-1'), preco: '10', estoque: '1' },
      { ...validPartFields('EDIT-1'), preco: '99,90', estoque: '1' },
      validPartFields('NEW-1'),
      { ...validPartFields('BAD-1'), categoria: 'Motores' },
      validPartFields('new 1'),
    );
    const response = await importCsv(file, false);
    expect(response.status).toBe(200);
    const answer = await json(response);
    expect(answer).toMatchObject({
      success: true,
      applied: false,
      summary: { new: 1, changed: 1, unchanged: 1, error: 2 },
      truncated: false,
    });
    expect(answer.rows).toEqual([
      { line: 3, codigo: 'EDIT-1', action: 'changed', changes: ['preco'] },
      { line: 4, codigo: 'NEW-1', action: 'new' },
      expect.objectContaining({ line: 5, codigo: 'BAD-1', action: 'error' }),
      {
        line: 6,
        codigo: 'new 1',
        action: 'error',
        errors: ['Código repetido no arquivo (já aparece na linha 4).'],
      },
    ]);
    expect(await server.services.store.parts.count()).toBe(2);
    expect((await server.services.store.parts.get(changed.id))?.preco).toBe(10);
  });

  it('applies the plan: creates and updates, skips error rows', async () => {
    const changed = await seed('EDIT-1');
    const file = csvFile(
      { ...validPartFields('EDIT-1'), preco: '99,90' },
      validPartFields('NEW-1'),
      { ...validPartFields('BAD-1'), nome_pt: '' },
    );
    const answer = await json(await importCsv(file, true));
    expect(answer).toMatchObject({ applied: true, summary: { new: 1, changed: 1, error: 1 } });
    const parts = await server.services.store.parts.list();
    expect(parts.map((part) => part.codigo).sort()).toEqual(['EDIT-1', 'NEW-1']);
    const updated = await server.services.store.parts.get(changed.id);
    expect(updated).toMatchObject({ preco: 99.9, version: changed.version + 1 });
  });

  it('answers a clear Portuguese error for a file that is not a catalogue', async () => {
    const response = await importCsv('codigo;nome_pt\nA;b\n', false);
    expect(response.status).toBe(400);
    expect((await json(response)).error).toMatch(/^Faltam colunas no arquivo/);
    const missing = await postMultipart(
      server.url,
      '/api/produtos-importar.php',
      {},
      session.admin,
    );
    expect(missing.status).toBe(400);
    expect((await json(missing)).error).toBe('Escolha um arquivo CSV para importar.');
  });
});
