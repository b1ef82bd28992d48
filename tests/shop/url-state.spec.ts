import { expect, test } from '../fixtures/test';
import { ensureTestCatalogue, TEST_TOKEN, testPartsIn } from './test-parts';
import { openShop } from './shop-page';

test.beforeAll(async () => {
  await ensureTestCatalogue(String(test.info().project.use.baseURL));
});

test('a shared URL opens the same view: search, category, page and size', async ({ page }) => {
  const count = testPartsIn('Elétrica');
  const shop = await openShop(
    page,
    `/shop?q=${TEST_TOKEN}&categoria=El%C3%A9trica&page=2&pageSize=50`,
  );
  await expect(shop.search).toHaveValue(TEST_TOKEN);
  await expect(shop.category).toHaveValue('Elétrica');
  await expect(shop.pageSize).toHaveValue('50');
  await expect(shop.status).toHaveText(`Mostrando 51-${count} de ${count} peças`);
  await expect(shop.pagination.getByRole('link', { name: 'Página 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('back and forward move between the pages and filters visited', async ({ page }) => {
  const shop = await openShop(page, `/shop?q=${TEST_TOKEN}`);
  await expect(shop.status).toHaveText(/^Mostrando 1-50 /);
  await shop.pagination.getByRole('link', { name: 'Página 2' }).click();
  await expect(shop.status).toHaveText(/^Mostrando 51-100 /);
  await shop.pagination.getByRole('link', { name: 'Página 3' }).click();
  await expect(shop.status).toHaveText(/^Mostrando 101-150 /);
  await shop.category.selectOption({ label: 'Eletrônica' });
  await expect(shop.status).toHaveText(/^Mostrando 1-50 /);

  await page.goBack();
  await expect(shop.category).toHaveValue('');
  await expect(shop.status).toHaveText(/^Mostrando 101-150 /);
  await page.goBack();
  await expect(shop.status).toHaveText(/^Mostrando 51-100 /);
  await page.goForward();
  await expect(shop.status).toHaveText(/^Mostrando 101-150 /);
});

test('back restores the search box to the search of that page', async ({ page }) => {
  const shop = await openShop(page, '/shop');
  await expect(shop.status).toHaveText(/^Mostrando 1-50 /);
  await shop.search.fill('bomba');
  await expect(page).toHaveURL(/q=bomba/);
  await shop.search.fill(TEST_TOKEN);
  await expect(page).toHaveURL(new RegExp(`q=${TEST_TOKEN}`));
  await page.goBack();
  await expect(shop.search).toHaveValue('bomba');
  await expect(shop.cards.first()).toContainText(/bomba/i);
});

test('a page number past the end moves to the last page', async ({ page }) => {
  const shop = await openShop(page, `/shop?q=${TEST_TOKEN}&page=999`);
  await expect(page).toHaveURL(/page=8/);
  await expect(shop.status).toHaveText(/^Mostrando 351-360 /);
});

test('parameters it does not understand fall back to the defaults', async ({ page }) => {
  const shop = await openShop(page, '/shop?categoria=Motores&pageSize=7&page=abc');
  await expect(shop.category).toHaveValue('');
  await expect(shop.pageSize).toHaveValue('50');
  await expect(shop.status).toHaveText(/^Mostrando 1-50 /);
});
