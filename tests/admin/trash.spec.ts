import {
  acceptConfirm,
  apiToken,
  createPart,
  expect,
  loginInBrowser,
  partFields,
  pngImage,
  test,
  uniqueCode,
} from './admin-test';

const HEADER = 'codigo;nome_pt;nome_en;nome_es;descricao_pt;descricao_en;descricao_es;categoria';

test.describe('admin trash, history and import undo (issue 14)', () => {
  test('a part deleted by mistake comes back from the Lixeira with its image', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request);
    const codigo = uniqueCode('E2E-LIX');
    const part = await createPart(request, token, {
      ...partFields(codigo),
      imagem: { name: 'peca.png', mimeType: 'image/png', buffer: await pngImage() },
    } as unknown as Record<string, string>);
    expect(part.imagem).not.toBe('');

    const admin = await loginInBrowser(page);
    await admin.search.fill(codigo);
    const row = page
      .getByRole('table', { name: 'Peças' })
      .getByRole('row')
      .filter({ hasText: codigo });
    await expect(row).toHaveCount(1);
    const confirmed = acceptConfirm(page, 'Tem certeza que deseja excluir este produto?');
    await row.getByRole('button', { name: `Excluir ${codigo}` }).click();
    await confirmed;
    await expect(admin.status('Produto excluído com sucesso.')).toBeVisible();
    await expect(row).toHaveCount(0);

    await page.getByRole('button', { name: 'Lixeira' }).click();
    const trash = page.getByRole('dialog', { name: 'Lixeira' });
    await expect(trash).toContainText('30 dias');
    const trashed = trash.getByRole('row').filter({ hasText: codigo });
    await expect(trashed).toContainText(part.nome_pt);
    await expect(trashed).toContainText('por admin');
    await trashed.getByRole('button', { name: `Restaurar ${codigo}` }).click();
    await expect(trash.getByRole('status')).toHaveText('Peça restaurada.');
    await expect(trashed).toHaveCount(0);
    await trash.getByRole('button', { name: 'Fechar' }).click();
    await expect(trash).toBeHidden();

    await expect(row).toHaveCount(1);
    const thumbnail = row.locator('img');
    await expect(thumbnail).toHaveAttribute('src', `/upload/thumbs/${part.imagem}`);
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    // The edit form lists the part's history, newest first.
    await row.getByRole('button', { name: `Editar ${codigo}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Peça' });
    await dialog.getByText('Histórico de alterações').click();
    const entries = dialog.locator('.admin-history li');
    await expect(entries.first()).toContainText('Restaurada da lixeira');
    await expect(dialog.locator('.admin-history')).toContainText('Movida para a lixeira');
    await expect(dialog.locator('.admin-history')).toContainText('Criada');
  });

  test('deleting for good from the Lixeira asks first and removes the part', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request);
    const part = await createPart(request, token, partFields(uniqueCode('E2E-PURGE')));
    await request.post('/api/produtos-deletar.php', {
      multipart: { id: part.id },
      headers: { Authorization: `Bearer ${token}` },
    });
    await loginInBrowser(page);
    await page.getByRole('button', { name: 'Lixeira' }).click();
    const trash = page.getByRole('dialog', { name: 'Lixeira' });
    const trashed = trash.getByRole('row').filter({ hasText: part.codigo });
    page.once('dialog', (confirm) => void confirm.dismiss());
    await trashed.getByRole('button', { name: `Excluir definitivamente ${part.codigo}` }).click();
    await expect(trashed).toHaveCount(1);
    const confirmed = acceptConfirm(
      page,
      'Excluir definitivamente esta peça? Esta ação não pode ser desfeita.',
    );
    await trashed.getByRole('button', { name: `Excluir definitivamente ${part.codigo}` }).click();
    await confirmed;
    await expect(trash.getByRole('status')).toHaveText('Peça excluída definitivamente.');
    await expect(trashed).toHaveCount(0);
    // The code is free again.
    await createPart(request, token, partFields(part.codigo));
  });

  test('an applied import is undone in one step: every changed field comes back', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request);
    const changed = await Promise.all(
      [1, 2].map(() => createPart(request, token, partFields(uniqueCode('E2E-UNDO-OLD')))),
    );
    const fresh = [1, 2, 3].map(() => uniqueCode('E2E-UNDO-NEW'));
    const csv = [
      HEADER,
      ...fresh.map((codigo) => `${codigo};Peça nova;New;Nueva;d;d;d;Elétrica`),
      ...changed.map(
        (part) =>
          `${part.codigo};Nome importado;Part;Pieza;Descrição de teste;Test description;Descripción de prueba;Hidráulica`,
      ),
    ].join('\n');

    const admin = await loginInBrowser(page);
    await page.getByLabel('Arquivo CSV para importar').setInputFiles({
      name: 'pecas.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByRole('button', { name: 'Pré-visualizar importação' }).click();
    await page.getByRole('button', { name: 'Aplicar importação' }).click();
    await expect(page.locator('.admin-csv__preview')).toContainText('Importação aplicada.');

    const imports = page.locator('.admin-imports');
    const entry = imports.getByRole('listitem').filter({ hasText: '3 novas, 2 alteradas' }).first();
    const confirmed = acceptConfirm(
      page,
      'Desfazer esta importação? As peças novas dela serão removidas e as alteradas voltarão aos valores anteriores.',
    );
    await entry.getByRole('button', { name: /^Desfazer importação/ }).click();
    await confirmed;
    await expect(imports.getByRole('status')).toHaveText('Importação desfeita.');
    await expect(entry).toContainText('Desfeita em');

    for (const codigo of fresh) {
      const answer = await request.get(`/api/produtos-buscar.php?scope=admin&q=${codigo}`);
      expect(((await answer.json()) as { total: number }).total).toBe(0);
    }
    const table = page.getByRole('table', { name: 'Peças' });
    for (const part of changed) {
      await admin.search.fill(part.codigo);
      const row = table.getByRole('row').filter({ hasText: part.codigo });
      await expect(row).toContainText(part.nome_pt);
      await expect(row).toContainText('Mecânica');
    }
  });
});
