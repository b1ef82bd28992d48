import {
  apiToken,
  createPart,
  expect,
  loginInBrowser,
  partFields,
  test,
  uniqueCode,
} from './admin-test';

test('a part reopened while the list reloads after a save shows what was saved', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const codigo = uniqueCode('E2E-REOPEN');
  await createPart(request, token, partFields(codigo));
  const admin = await loginInBrowser(page);
  await admin.search.fill(codigo);
  const row = page
    .getByRole('table', { name: 'Peças' })
    .getByRole('row')
    .filter({ hasText: codigo });
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: `Editar ${codigo}` }).click();
  let dialog = page.getByRole('dialog', { name: 'Editar Peça' });
  await dialog.getByLabel(/^Preço/).fill('999');
  // The list's reload after the save is held back until the part has been reopened: the form
  // must not open with the row as it was before the save.
  let releaseList = (): void => undefined;
  const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
  await page.route('**/api/produtos-buscar.php*', async (route) => {
    await listHeld;
    await route.continue();
  });
  await admin.save(dialog);
  await expect(dialog).toBeHidden();

  await row.getByRole('button', { name: `Editar ${codigo}` }).click();
  dialog = page.getByRole('dialog', { name: 'Editar Peça' });
  await expect(dialog.getByLabel(/^Preço/)).toHaveValue('999');
  releaseList();
  await page.unroute('**/api/produtos-buscar.php*');

  // Saved again from the reopened form: its version is the saved one, so no conflict.
  await dialog.getByLabel(/^Preço/).fill('998');
  await admin.save(dialog);
  await expect(dialog).toBeHidden();
  await expect(admin.status('Produto salvo com sucesso.')).toBeVisible();
});
