import {
  apiToken,
  createPart,
  expect,
  loginInBrowser,
  partFields,
  test,
  uniqueCode,
} from './admin-test';

test('the missing-translation filter lists parts whose Spanish or English text copies Portuguese', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const prefix = uniqueCode('TRAD');
  const copied = `${prefix}-COPIA`;
  const translated = `${prefix}-OK`;
  await createPart(request, token, {
    ...partFields(copied, 'Mola de retorno'),
    nome_es: 'Mola de retorno',
  });
  await createPart(request, token, partFields(translated, 'Mola de avanço'));

  const admin = await loginInBrowser(page);
  await admin.search.fill(prefix);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: translated })).toHaveCount(1);
  await expect(rows.filter({ hasText: copied })).toHaveCount(1);

  await page.getByRole('checkbox', { name: 'Sem tradução (EN/ES)' }).check();
  await expect(rows.filter({ hasText: translated })).toHaveCount(0);
  await expect(rows.filter({ hasText: copied })).toHaveCount(1);
  await expect(page.getByText(/\(filtrado de \d+ produtos\)/)).toBeVisible();
});
