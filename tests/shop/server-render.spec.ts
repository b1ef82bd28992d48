import type { PartsPage } from '@castall/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { waitForHydration } from '../fixtures/hydration';
import { ensureTestCatalogue, TEST_PART_COUNT, TEST_TOKEN, testPartsIn } from './test-parts';
import { ES, shopPage } from './shop-page';

const QUERY_ENDPOINT = '/api/produtos-buscar.php';

/** The Portuguese names of a page of the query endpoint (the order parts were added in). */
async function namesFromApi(request: APIRequestContext, query: string): Promise<string[]> {
  const page = (await (await request.get(`${QUERY_ENDPOINT}?${query}`)).json()) as PartsPage;
  return page.items.map((part) => part.nome_pt);
}

test.beforeAll(async () => {
  await ensureTestCatalogue(String(test.info().project.use.baseURL));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the first page of a search is there to read: names, codes, stock', async ({
    page,
    request,
  }) => {
    await page.goto(`/shop?q=${TEST_TOKEN}`);
    const shop = shopPage(page);
    await expect(shop.status).toHaveText(`Mostrando 1-50 de ${TEST_PART_COUNT} peças`);
    await expect(shop.cards).toHaveText(await namesFromApi(request, `q=${TEST_TOKEN}`));
    const card = page.getByRole('listitem').filter({ hasText: `${TEST_TOKEN}-0002` });
    await expect(card.getByRole('definition')).toHaveText([
      `${TEST_TOKEN}-0002`,
      'Hidráulica',
      '2',
    ]);
    await expect(shop.search).toHaveValue(TEST_TOKEN);
    await expect(shop.pagination.getByRole('link', { name: 'Página 2' })).toHaveAttribute(
      'href',
      `/shop?q=${TEST_TOKEN}&page=2`,
    );
  });

  test('a category in Spanish shows its parts in Spanish', async ({ page }) => {
    await page.goto(`/es/shop?q=${TEST_TOKEN}&categoria=Hidr%C3%A1ulica&pageSize=100`);
    const shop = shopPage(page, ES);
    const count = testPartsIn('Hidráulica');
    await expect(shop.status).toHaveText(`Mostrando 1-${count} de ${count} piezas`);
    await expect(shop.cards).toHaveCount(count);
    await expect(shop.cards.first()).toHaveText(new RegExp(`^Rodamiento ${TEST_TOKEN} \\d{4}$`));
    await expect(shop.category).toHaveValue('Hidráulica');
    await expect(shop.pageSize).toHaveValue('100');
  });

  test('the search form sends its search, category and page size to the server', async ({
    page,
  }) => {
    await page.goto('/es/shop');
    const shop = shopPage(page, ES);
    await shop.search.fill(TEST_TOKEN);
    await shop.category.selectOption('Hidráulica');
    await shop.pageSize.selectOption('100');
    await page.getByRole('search').getByRole('button', { name: 'Buscar' }).click();

    await expect(page).toHaveURL(`/es/shop?q=${TEST_TOKEN}&categoria=Hidr%C3%A1ulica&pageSize=100`);
    const count = testPartsIn('Hidráulica');
    await expect(shop.status).toHaveText(`Mostrando 1-${count} de ${count} piezas`);
    await expect(shop.search).toHaveValue(TEST_TOKEN);
    await expect(shop.category).toHaveValue('Hidráulica');

    // Enter in the box searches too, from any page of the list back to its first.
    await page.goto(`/shop?q=${TEST_TOKEN}&page=3`);
    await shopPage(page).search.press('Enter');
    await expect(page).toHaveURL(`/shop?q=${TEST_TOKEN}&categoria=&pageSize=50`);
    await expect(shopPage(page).status).toHaveText(`Mostrando 1-50 de ${TEST_PART_COUNT} peças`);
  });

  test('a flag shows the same search, category and page in the other language', async ({
    page,
  }) => {
    const view = `q=${TEST_TOKEN}&categoria=Hidr%C3%A1ulica&page=2&pageSize=50`;
    await page.goto(`/shop?${view}&utm_source=x`);
    await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
    // The default page size and the unknown parameter are left out of the link.
    await expect(page).toHaveURL(`/es/shop?${view.replace('&pageSize=50', '')}`);
    const shop = shopPage(page, ES);
    const count = testPartsIn('Hidráulica');
    await expect(shop.status).toHaveText(`Mostrando 51-${count} de ${count} piezas`);
    await expect(shop.search).toHaveValue(TEST_TOKEN);
    await expect(shop.category).toHaveValue('Hidráulica');
  });

  test('a later page of the URL is the one rendered', async ({ page, request }) => {
    await page.goto(`/shop?q=${TEST_TOKEN}&page=3`);
    const shop = shopPage(page);
    await expect(shop.status).toHaveText(`Mostrando 101-150 de ${TEST_PART_COUNT} peças`);
    await expect(shop.cards).toHaveText(await namesFromApi(request, `q=${TEST_TOKEN}&page=3`));
  });
});

test('the first page is not asked again from the API; the next one is', async ({
  page,
  request,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === QUERY_ENDPOINT) asked.push(request.url());
  });
  await page.goto(`/shop?q=${TEST_TOKEN}`);
  const shop = shopPage(page);
  const next = shop.pagination.getByRole('link', { name: 'Página 2' });
  await waitForHydration(page);
  await expect(shop.cards).toHaveCount(50);
  await expect(shop.status).toHaveText(`Mostrando 1-50 de ${TEST_PART_COUNT} peças`);
  expect(asked).toEqual([]);

  await next.click();
  await expect(shop.status).toHaveText(`Mostrando 51-100 de ${TEST_PART_COUNT} peças`);
  await expect(shop.cards).toHaveText(await namesFromApi(request, `q=${TEST_TOKEN}&page=2`));
  expect(asked).toHaveLength(1);
  expect(asked[0]).toContain('page=2');
});
