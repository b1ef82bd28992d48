// The admin's search waits for a pause in typing; a filter chosen meanwhile must hold
// together with the search (issue 16).
import {
  apiToken,
  expect,
  importNumberedParts,
  loginInBrowser,
  test,
  uniqueCode,
} from './admin-test';

/** Longer than the admin search's pause (250 ms). */
const PAST_THE_PAUSE_MS = 1_000;

test('a category or page size chosen right after typing keeps the search', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const prefix = uniqueCode('E2E-PEND');
  expect(await importNumberedParts(request, token, prefix, 60, ['Elétrica', 'Hidráulica'])).toBe(
    60,
  );

  const admin = await loginInBrowser(page);
  await expect(page.getByText(/^Página 1 de/)).toBeVisible();
  const search = admin.search;
  const category = page.getByLabel('Filtrar por tipo de peça');

  await search.fill(prefix.toLowerCase());
  await category.selectOption('Hidráulica');
  await page.waitForTimeout(PAST_THE_PAUSE_MS);
  await expect(search).toHaveValue(prefix.toLowerCase());
  await expect(category).toHaveValue('Hidráulica');
  await expect(page.getByText('Página 1 de 1 (30 produtos no total)')).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(30);
  await expect(page.locator('tbody tr').filter({ hasText: 'Elétrica' })).toHaveCount(0);

  await category.selectOption('');
  await search.fill(`${prefix.toLowerCase()}-05`);
  await page.getByLabel('Produtos por página:').selectOption('100');
  await page.waitForTimeout(PAST_THE_PAUSE_MS);
  await expect(search).toHaveValue(`${prefix.toLowerCase()}-05`);
  await expect(page.getByText('Página 1 de 1 (10 produtos no total)')).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(10);
});
