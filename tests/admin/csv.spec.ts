import { readFile } from 'node:fs/promises';
import {
  apiToken,
  createPart,
  expect,
  loginInBrowser,
  partFields,
  test,
  uniqueCode,
} from './admin-test';

const HEADER = 'codigo;nome_pt;nome_en;nome_es;descricao_pt;descricao_en;descricao_es;categoria';

test.describe('admin CSV tools', () => {
  test('exports the catalogue as a CSV download', async ({ page, request }) => {
    const token = await apiToken(request);
    const part = await createPart(request, token, partFields(uniqueCode('E2E-EXPORT')));
    await loginInBrowser(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^pecas-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path()) ?? '', 'utf8');
    expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(`${HEADER};preco;estoque`);
    expect(text).toContain(`${part.codigo};${part.nome_pt};`);
  });

  test('imports a CSV: dry-run preview first, then apply', async ({ page, request }) => {
    const token = await apiToken(request);
    const existing = await createPart(request, token, partFields(uniqueCode('E2E-CSV-OLD')));
    const same = await createPart(request, token, partFields(uniqueCode('E2E-CSV-SAME')));
    const fresh = uniqueCode('E2E-CSV-NEW');
    const sameFields = partFields(same.codigo);
    const csv = [
      HEADER,
      `${fresh};Peça nova;New part;Pieza nueva;d;d;d;Elétrica`,
      `${existing.codigo};Nome alterado;Part;Pieza;Descrição de teste;Test description;Descripción de prueba;Mecânica`,
      [
        same.codigo,
        sameFields.nome_pt,
        sameFields.nome_en,
        sameFields.nome_es,
        sameFields.descricao_pt,
        sameFields.descricao_en,
        sameFields.descricao_es,
        'Mecânica',
      ].join(';'),
      `${uniqueCode('E2E-CSV-BAD')};;x;x;d;d;d;Nenhuma`,
    ].join('\n');

    const admin = await loginInBrowser(page);
    await page.getByLabel('Arquivo CSV para importar').setInputFiles({
      name: 'pecas.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByRole('button', { name: 'Pré-visualizar importação' }).click();
    const preview = page.locator('.admin-csv__preview');
    await expect(preview).toContainText('Pré-visualização: nada foi gravado ainda.');
    await expect(preview).toContainText('Novas: 1 · Alteradas: 1 · Sem alteração: 1 · Com erro: 1');
    await expect(preview.getByRole('row').filter({ hasText: fresh })).toContainText('Nova');
    await expect(preview.getByRole('row').filter({ hasText: existing.codigo })).toContainText(
      'Alterada',
    );
    await expect(preview.getByRole('row').filter({ hasText: 'E2E-CSV-BAD' })).toContainText(
      'O campo Nome (Português) é obrigatório.',
    );
    // Nothing written by the dry run.
    const before = await request.get(`/api/produtos-buscar.php?scope=admin&q=${fresh}`);
    expect(((await before.json()) as { total: number }).total).toBe(0);

    await page.getByRole('button', { name: 'Aplicar importação' }).click();
    await expect(preview).toContainText('Importação aplicada.');
    await admin.search.fill(fresh);
    const parts = page.getByRole('table', { name: 'Peças' });
    await expect(parts.getByRole('row').filter({ hasText: fresh })).toContainText('Peça nova');
    await admin.search.fill(existing.codigo);
    await expect(parts.getByRole('row').filter({ hasText: existing.codigo })).toContainText(
      'Nome alterado',
    );
  });
});
