import { describe, expect, it } from 'vitest';
import { json, postMultipart } from '../../testing/api-client';
import { useAdminTestApp, validPartFields } from '../testing';
import { CSV_COLUMNS } from './csv-format';

// Issue 11: each CSV row goes through the text rule of the admin form (NFC, no lone surrogates,
// no bidi controls, no invisible characters in codes) and codes are matched folded with NFKC.
const { server, session } = useAdminTestApp();

function csvFile(...rows: Record<string, string>[]): Buffer {
  const lines = rows.map((row) => CSV_COLUMNS.map((column) => row[column] ?? '').join(';'));
  return Buffer.from([CSV_COLUMNS.join(';'), ...lines].join('\n'), 'utf8');
}

async function importRows(...rows: Record<string, string>[]) {
  const response = await postMultipart(
    server.url,
    '/api/produtos-importar.php',
    {
      arquivo: { content: csvFile(...rows), filename: 'pecas.csv', type: 'text/csv' },
      aplicar: '1',
    },
    session.admin,
  );
  expect(response.status).toBe(200);
  return json(response);
}

describe('CSV import rows', () => {
  it('updates RT-001 from a row coded ＲＴ-001 instead of adding a look-alike part', async () => {
    await importRows(validPartFields('RT-001'));
    const answer = await importRows({ ...validPartFields('ＲＴ-001'), preco: '99' });
    expect(answer.summary).toMatchObject({ new: 0, changed: 1 });
    expect(await server.services.store.parts.count()).toBe(1);
  });

  it('refuses rows with U+202E in a name or a zero-width space in the code', async () => {
    const answer = await importRows(
      { ...validPartFields('RT-010'), nome_pt: 'Válvula \u202E0530' },
      validPartFields('RT\u200b-011'),
    );
    expect(answer.summary).toMatchObject({ new: 0, error: 2 });
    expect(answer.rows).toEqual([
      expect.objectContaining({
        line: 2,
        action: 'error',
        errors: [
          expect.stringMatching(
            /^O campo Nome \(Português\) contém caracteres invisíveis/,
          ) as string,
        ],
      }),
      expect.objectContaining({
        line: 3,
        action: 'error',
        errors: [expect.stringMatching(/^O campo Código contém caracteres invisíveis/) as string],
      }),
    ]);
    expect(await server.services.store.parts.count()).toBe(0);
  });

  it('stores a decomposed é from a row as the composed é', async () => {
    await importRows({ ...validPartFields('NFC-1'), nome_pt: 'Cafe\u0301' });
    const [part] = await server.services.store.parts.list();
    expect(part?.nome_pt).toBe('Caf\u00e9');
  });
});
