import { expect, test } from '../fixtures/test';
import { ensureTestCatalogue, TEST_PART_COUNT, TEST_TOKEN, testPartsIn } from './test-parts';
import { openShop } from './shop-page';

test.beforeAll(async () => {
  await ensureTestCatalogue(String(test.info().project.use.baseURL));
});

test('lists the first 50 parts of the whole catalogue with its total', async ({ page }) => {
  const shop = await openShop(page, '/shop');
  await expect(shop.status).toHaveText(/^Mostrando 1-50 de \d+ peças$/);
  const total = Number(/de (\d+) peças/.exec((await shop.status.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThanOrEqual(64 + TEST_PART_COUNT);
  await expect(shop.cards).toHaveCount(50);
  await expect(shop.pageSize).toHaveValue('50');
});

test('searches names and codes, ignoring case, accents and separators, debounced', async ({
  page,
}) => {
  const shop = await openShop(page, '/shop');
  await expect(shop.status).toHaveText(/^Mostrando 1-50/);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/produtos-buscar.php')) requests.push(request.url());
  });
  await shop.search.pressSequentially('zt9', { delay: 30 });
  await expect(page).toHaveURL(/[?&]q=zt9(&|$)/);
  await expect(shop.status).toHaveText(`Mostrando 1-50 de ${TEST_PART_COUNT} peças`);
  // One request for the pause after typing, not one per key.
  expect(requests).toHaveLength(1);

  await shop.search.fill('ZT9 0007');
  await expect(shop.cards).toHaveText(['Rolamento ZT9 0007']);

  await shop.search.fill('VALVULA PROPORCIONAL');
  await expect(shop.cards.first()).toHaveText(/^Válvula proporcional/);

  await shop.search.fill('hid.vp 0350');
  await expect(shop.cards).toHaveText(['Válvula proporcional de vazão NG10']);
});

test('filters by category and combines it with the search', async ({ page }) => {
  const shop = await openShop(page, `/shop?q=${TEST_TOKEN}`);
  await expect(shop.category).toHaveValue('');
  await expect(shop.category.getByRole('option')).toHaveText([
    'Todas as categorias',
    'Elétrica',
    'Hidráulica',
    'Eletrônica',
    'Mecânica',
  ]);
  await shop.category.selectOption({ label: 'Hidráulica' });
  await expect(page).toHaveURL(/categoria=Hidr%C3%A1ulica/);
  const count = testPartsIn('Hidráulica');
  await expect(shop.status).toHaveText(`Mostrando 1-50 de ${count} peças`);
  await expect(shop.results.getByText('Hidráulica', { exact: true })).toHaveCount(50);
  await expect(shop.results.getByText('Elétrica', { exact: true })).toHaveCount(0);
});

test('the page size is 50, 100 or 200', async ({ page }) => {
  const shop = await openShop(page, `/shop?q=${TEST_TOKEN}`);
  await expect(shop.pageSize.getByRole('option')).toHaveText(['50', '100', '200']);
  await shop.pageSize.selectOption('200');
  await expect(page).toHaveURL(/pageSize=200/);
  await expect(shop.cards).toHaveCount(200);
  await expect(shop.status).toHaveText(`Mostrando 1-200 de ${TEST_PART_COUNT} peças`);
  await shop.pageSize.selectOption('100');
  await expect(shop.cards).toHaveCount(100);
});

test('the pagination bar: previous/next, first and last, a window of 5, ellipses', async ({
  page,
}) => {
  const shop = await openShop(page, `/shop?q=${TEST_TOKEN}`);
  const pages = Math.ceil(TEST_PART_COUNT / 50);
  const bar = shop.pagination;
  // The ellipsis is hidden from screen readers, so count the list items themselves.
  await expect(bar.locator('li')).toHaveText([
    'Anterior',
    '1',
    '2',
    '3',
    '4',
    '5',
    '…',
    String(pages),
    'Próximo',
  ]);
  await expect(bar.getByRole('link', { name: 'Anterior' })).toBeDisabled();
  await expect(bar.getByRole('link', { name: 'Próximo' })).toBeEnabled();
  await expect(bar.getByRole('link', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
  await expect(bar).toContainText(`Página 1 de ${pages}`);

  await bar.getByRole('link', { name: `Página ${pages}` }).click();
  await expect(page).toHaveURL(new RegExp(`page=${pages}`));
  const lastFrom = (pages - 1) * 50 + 1;
  await expect(shop.status).toHaveText(
    `Mostrando ${lastFrom}-${TEST_PART_COUNT} de ${TEST_PART_COUNT} peças`,
  );
  await expect(bar.getByRole('link', { name: 'Próximo' })).toBeDisabled();
  await expect(bar.getByRole('link', { name: 'Anterior' })).toBeEnabled();
  await expect(bar.locator('li')).toHaveText([
    'Anterior',
    '1',
    '…',
    ...[pages - 4, pages - 3, pages - 2, pages - 1, pages].map(String),
    'Próximo',
  ]);

  await bar.getByRole('link', { name: 'Anterior' }).click();
  await expect(shop.status).toHaveText(new RegExp(`^Mostrando ${lastFrom - 50}-${lastFrom - 1} `));
  // Parts were added in concurrent batches, so their order within a page is not their number.
  await expect(shop.cards.first()).toHaveText(/^Rolamento ZT9 \d{4}$/);
});

test('changing the search, category or page size goes back to page 1', async ({ page }) => {
  const shop = await openShop(page, `/shop?q=${TEST_TOKEN}&page=3`);
  await expect(shop.status).toHaveText(/^Mostrando 101-150 /);
  await shop.category.selectOption({ label: 'Mecânica' });
  await expect(shop.status).toHaveText(/^Mostrando 1-50 /);
  await expect(page).not.toHaveURL(/page=/);

  await openShop(page, `/shop?q=${TEST_TOKEN}&page=3`);
  await expect(shop.status).toHaveText(/^Mostrando 101-150 /);
  await shop.pageSize.selectOption('100');
  await expect(page).toHaveURL(/pageSize=100/);
  await expect(page).not.toHaveURL(/[?&]page=/);

  await openShop(page, `/shop?q=${TEST_TOKEN}&page=3`);
  await expect(shop.status).toHaveText(/^Mostrando 101-150 /);
  await shop.search.fill(`${TEST_TOKEN}-00`);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(shop.status).toHaveText(/^Mostrando 1-50 de 99 peças$/);
});
