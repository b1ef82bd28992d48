import { expect, loginInBrowser, test } from './admin-test';

test('a search with no result says nothing was found, with no count and no pager', async ({
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
  await expect(page.getByRole('navigation', { name: 'Paginação' })).toHaveCount(0);
  await expect(page.getByText(/^Página 1 de/)).toHaveCount(0);
});
