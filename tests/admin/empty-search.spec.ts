import { expect, loginInBrowser, test } from './admin-test';

test('a search with no result says nothing was found, out of how many, with no pager', async ({
  page,
}) => {
  await loginInBrowser(page);
  await expect(page.getByRole('navigation', { name: 'Paginação' })).toBeVisible();
  await page
    .getByPlaceholder('Buscar por nome, código ou categoria...')
    .fill('E2E-NO-SUCH-PART-ANYWHERE');

  await expect(page.getByText('Nenhum produto encontrado')).toBeVisible();
  await expect(page.getByText('Ajuste os filtros ou os termos da busca.')).toBeVisible();
  await expect(page.getByText(/Mostrando 0-0/)).toHaveCount(0);
  // Spec §2: '(filtrado de N produtos)' whenever a filter is active.
  await expect(page.getByText(/^\(filtrado de \d+ produtos\)$/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Paginação' })).toHaveCount(0);
  await expect(page.getByText(/^Página 1 de/)).toHaveCount(0);
});
