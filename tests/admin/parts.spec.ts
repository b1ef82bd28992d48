import {
  acceptConfirm,
  apiToken,
  createPart,
  expect,
  failedStatus,
  importNumberedParts,
  loginInBrowser,
  partFields,
  pngImage,
  test,
  uniqueCode,
} from './admin-test';

test.describe('admin parts screen', () => {
  test('adds a part with an image, edits it and deletes it', async ({ page }) => {
    const codigo = uniqueCode('E2E-ADD');
    const admin = await loginInBrowser(page);
    const dialog = await admin.openNewPart();
    await dialog.getByLabel('Nome (Português)').fill('Válvula de teste');
    await dialog.getByLabel('Nome (English)').fill('Test valve');
    await dialog.getByLabel('Nome (Español)').fill('Válvula de prueba');
    await dialog.getByLabel('Descrição (Português)').fill('Uma válvula.');
    await dialog.getByLabel('Descrição (English)').fill('A valve.');
    await dialog.getByLabel('Descrição (Español)').fill('Una válvula.');
    await dialog.getByLabel('Código').fill(codigo);
    await dialog.getByLabel('Categoria').selectOption('Hidráulica');
    await dialog.getByLabel('Estoque').fill('7');
    await expect(dialog.getByLabel('Imagem')).toHaveAttribute('accept', 'image/*');
    await dialog.getByLabel('Imagem').setInputFiles({
      name: 'valvula.png',
      mimeType: 'image/png',
      buffer: await pngImage(),
    });
    await expect(dialog.getByRole('img', { name: 'Pré-visualização da imagem' })).toHaveAttribute(
      'src',
      /^blob:/,
    );
    await admin.save(dialog);
    await expect(dialog).toBeHidden();
    await expect(admin.status('Produto salvo com sucesso.')).toBeVisible();
    // With more parts than a page (the 64 demo parts at least), the list moves to the page the
    // new part landed on, the last one: the administrator sees it without searching.
    const row = page.getByRole('row').filter({ hasText: codigo });
    await expect(row).toHaveCount(1);
    await expect(page.getByText(/^Página (\d+) de \1 /)).toBeVisible();

    await admin.search.fill(codigo);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Válvula de teste');
    await expect(row).toContainText('Hidráulica');
    const thumbnail = row.locator('img');
    await expect(thumbnail).toHaveAttribute('src', /^\/upload\//);
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    // Edit: the form is prefilled and shows the existing image.
    await row.getByRole('button', { name: `Editar ${codigo}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Editar Peça' });
    await expect(editDialog.getByLabel('Nome (Português)')).toHaveValue('Válvula de teste');
    await expect(
      editDialog.getByRole('img', { name: 'Pré-visualização da imagem' }),
    ).toHaveAttribute('src', /^\/upload\//);
    await editDialog.getByLabel('Nome (Português)').fill('Válvula revisada');
    await admin.save(editDialog);
    await expect(editDialog).toBeHidden();
    await expect(row).toContainText('Válvula revisada');

    // Delete: dismissing the confirmation keeps the part; accepting removes it.
    page.once('dialog', (confirm) => void confirm.dismiss());
    await row.getByRole('button', { name: `Excluir ${codigo}` }).click();
    await expect(row).toHaveCount(1);
    const confirmed = acceptConfirm(page, 'Tem certeza que deseja excluir este produto?');
    await row.getByRole('button', { name: `Excluir ${codigo}` }).click();
    await confirmed;
    await expect(admin.status('Produto excluído com sucesso.')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('Nenhum produto encontrado')).toBeVisible();
  });

  test('the form names every missing field and the server refusal', async ({
    page,
    request,
    allowConsole,
  }) => {
    allowConsole.push(failedStatus(409));
    const token = await apiToken(request);
    const taken = await createPart(request, token, partFields(uniqueCode('E2E-TAKEN')));
    const admin = await loginInBrowser(page);
    const dialog = await admin.openNewPart();
    await admin.save(dialog);
    const error = dialog.getByRole('alert');
    for (const label of [
      'Nome (Português)',
      'Nome (English)',
      'Descrição (Español)',
      'Código',
      'Categoria',
    ]) {
      await expect(error).toContainText(`O campo ${label} é obrigatório.`);
    }
    await expect(dialog.getByLabel('Nome (English)')).toHaveAttribute('aria-invalid', 'true');

    // A code already in use: the server's sentence is shown as it is.
    const fields = partFields(taken.codigo);
    for (const [label, name] of [
      ['Nome (Português)', 'nome_pt'],
      ['Nome (English)', 'nome_en'],
      ['Nome (Español)', 'nome_es'],
      ['Descrição (Português)', 'descricao_pt'],
      ['Descrição (English)', 'descricao_en'],
      ['Descrição (Español)', 'descricao_es'],
      ['Código', 'codigo'],
    ] as const) {
      await dialog.getByLabel(label).fill(fields[name] ?? '');
    }
    await dialog.getByLabel('Categoria').selectOption('Mecânica');
    await admin.save(dialog);
    await expect(error).toHaveText(`Já existe uma peça com o código "${taken.codigo}".`);
    await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  test('a concurrent edit is a clear conflict and the part can be reloaded', async ({
    page,
    request,
    allowConsole,
  }) => {
    allowConsole.push(failedStatus(409));
    const token = await apiToken(request);
    const part = await createPart(request, token, partFields(uniqueCode('E2E-CONFLICT')));
    const admin = await loginInBrowser(page);
    await admin.search.fill(part.codigo);
    await page.getByRole('button', { name: `Editar ${part.codigo}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Peça' });
    await expect(dialog.getByLabel('Nome (Português)')).toHaveValue(part.nome_pt);

    // Someone else saves the part meanwhile.
    const other = await request.post('/api/produtos-editar.php', {
      multipart: { ...partFields(part.codigo, 'Nome da outra sessão'), id: part.id },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(other.ok()).toBe(true);

    await dialog.getByLabel('Nome (Português)').fill('Minha alteração');
    await admin.save(dialog);
    await expect(dialog.getByRole('alert')).toContainText(
      'Esta peça foi alterada em outra sessão depois que você a abriu.',
    );
    await dialog.getByRole('button', { name: 'Recarregar a peça' }).click();
    await expect(dialog.getByLabel('Nome (Português)')).toHaveValue('Nome da outra sessão');
    await dialog.getByLabel('Nome (Português)').fill('Minha alteração');
    await admin.save(dialog);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: part.codigo })).toContainText(
      'Minha alteração',
    );
  });

  test("a row's buttons stay with their part when the list changes under them", async ({
    page,
    request,
  }) => {
    // Seen in CI: a click on "Excluir X" resolved just before a list reload landed on the same
    // button showing another part, and deleted that one. A row's elements must belong to one
    // part, so a click (or a focused button) can never act on the part that replaced it.
    const token = await apiToken(request);
    const prefix = uniqueCode('E2E-ROWS');
    expect(await importNumberedParts(request, token, prefix, 60)).toBe(60);
    const admin = await loginInBrowser(page);
    await admin.search.fill(prefix);
    await expect(page.getByText('Página 1 de 2 (60 produtos no total)')).toBeVisible();

    const first = page.getByRole('button', { name: `Excluir ${prefix}-001`, exact: true });
    const handle = await first.elementHandle();
    await page.getByRole('button', { name: 'Página 2' }).click();
    await expect(page.getByRole('row').filter({ hasText: `${prefix}-051` })).toBeVisible();
    // Either the element left with its part, or it still names it: never another part's.
    expect(await handle?.evaluate((button) => !button.isConnected || button.ariaLabel)).toBe(true);
  });

  test('search, page size and pagination over many parts', async ({ page, request }) => {
    const token = await apiToken(request);
    const prefix = uniqueCode('E2E-PAGE');
    expect(await importNumberedParts(request, token, prefix, 120)).toBe(120);

    const admin = await loginInBrowser(page);
    await expect(page.getByText(/^Página 1 de/)).toBeVisible();

    await admin.search.fill(prefix.toLowerCase());
    // The whole catalogue also holds other tests' parts, which may be added meanwhile.
    const summary = page.getByText(/^Mostrando 1-50 de 120 produtos \(filtrado de \d+ produtos\)$/);
    await expect(summary).toBeVisible();
    const all = Number(/filtrado de (\d+)/.exec((await summary.textContent()) ?? '')?.[1]);
    expect(all).toBeGreaterThanOrEqual(120);
    await expect(page.getByText('Página 1 de 3 (120 produtos no total)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await expect(page.locator('tbody tr')).toHaveCount(50);

    await page.getByRole('button', { name: 'Página 3' }).click();
    await expect(
      page.getByText('Mostrando 101-120 de 120 produtos', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Próximo' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Página 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.locator('tbody tr')).toHaveCount(20);

    // A new page size goes back to page 1.
    await page.getByLabel('Produtos por página:').selectOption('100');
    await expect(page.getByText('Página 1 de 2 (120 produtos no total)')).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(100);

    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect(page.getByText('Página 2 de 2 (120 produtos no total)')).toBeVisible();
    // The category filter also goes back to page 1 and filters on the server.
    await page.getByLabel('Filtrar por tipo de peça').selectOption('Hidráulica');
    await expect(page.getByText('Nenhum produto encontrado')).toBeVisible();
    await page.getByLabel('Filtrar por tipo de peça').selectOption('Elétrica');
    await expect(page.getByText('Página 1 de 2 (120 produtos no total)')).toBeVisible();

    // The admin search also matches the category text (spec §5) and a single code.
    await admin.search.fill(`${prefix}-007`);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.locator('tbody tr')).toContainText('Peça 007');
  });

  test('a session ended on the server logs out on the next delete (401)', async ({
    page,
    request,
    allowConsole,
  }) => {
    allowConsole.push(failedStatus(401));
    const token = await apiToken(request);
    const part = await createPart(request, token, partFields(uniqueCode('E2E-401')));
    const admin = await loginInBrowser(page);
    await admin.search.fill(part.codigo);
    await expect(page.getByRole('row').filter({ hasText: part.codigo })).toHaveCount(1);
    // The session ends behind the screen's back (same cookie, another tab).
    await page.request.post('/api/logout.php', { headers: { Origin: new URL(page.url()).origin } });

    const confirmed = acceptConfirm(page, 'Tem certeza que deseja excluir este produto?');
    const loggedOut = page.waitForRequest(
      (req) => req.method() === 'POST' && req.url().endsWith('/api/logout.php'),
    );
    await page.getByRole('button', { name: `Excluir ${part.codigo}` }).click();
    await confirmed;
    // Logging out tells the server (spec §4), also when a 401 is what logs out.
    await loggedOut;
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBeNull();
    const still = await request.get(`/api/produtos-buscar.php?scope=admin&q=${part.codigo}`);
    expect(((await still.json()) as { total: number }).total).toBe(1);
  });

  test('when the list cannot load, three sample parts show under a banner', async ({
    page,
    allowConsole,
  }) => {
    allowConsole.push(/net::ERR_FAILED/, /Falha ao carregar as peças/);
    await loginInBrowser(page);
    await page.route('**/api/produtos-buscar.php*', (route) => route.abort());
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('o servidor não responde');
    await expect(page.locator('tbody tr')).toHaveCount(3);
    for (const category of ['Motores', 'Freios', 'Suspensão']) {
      await expect(page.getByRole('cell', { name: category, exact: true })).toBeVisible();
    }
    for (const button of await page.getByRole('button', { name: /^(Editar|Excluir) / }).all()) {
      await expect(button).toBeDisabled();
    }
    await page.unroute('**/api/produtos-buscar.php*');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(/^Página 1 de/)).toBeVisible();
  });
});
