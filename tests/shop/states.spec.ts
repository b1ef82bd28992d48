import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { acceptConsoleErrors } from './console';
import { openShop } from './shop-page';

const QUERY_ENDPOINT = '**/api/produtos-buscar.php?**';

/** The shop on its server-rendered first page; the next change of category asks the API. */
async function openThenChangeCategory(page: Page) {
  const shop = await openShop(page, '/shop');
  await expect(shop.cards).toHaveCount(50);
  return shop;
}

test('says it is loading while the next parts are on their way, keeping the last ones', async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(QUERY_ENDPOINT, async (route) => {
    await held;
    await route.continue();
  });
  const shop = await openThenChangeCategory(page);
  await shop.category.selectOption({ label: 'Mecânica' });
  await expect(shop.status).toHaveText('Carregando...');
  await expect(shop.cards).toHaveCount(50);
  await expect(shop.results.locator('ul[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(shop.status).toHaveText(/^Mostrando 1-\d+ de \d+ peças$/);
  await expect(shop.results.getByText('Elétrica', { exact: true })).toHaveCount(0);
});

test('the page as sent holds the first page of parts, before any script runs', async ({
  request,
}) => {
  const html = await (await request.get('/shop')).text();
  expect(html).toContain('<h1 class="page-header__title">Peças de reposição</h1>');
  expect(html).toMatch(/role="status"[^>]*>Mostrando 1-50 de [\d.]+ peças</);
  expect(html).toContain('Buscar por nome ou código...');
  expect(html.match(/class="part-card__name"/g)).toHaveLength(50);
});

test('a failed load shows an empty list and says so politely, with a retry', async ({
  page,
  consoleProblems,
}) => {
  let failing = true;
  await page.route(QUERY_ENDPOINT, (route) =>
    failing ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
  );
  const shop = await openThenChangeCategory(page);
  await shop.category.selectOption({ label: 'Mecânica' });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Não foi possível carregar as peças agora');
  await expect(alert).toContainText('O catálogo está temporariamente indisponível.');
  await expect(shop.cards).toHaveCount(0);
  await expect(shop.pagination).toHaveCount(0);
  await expect(page.getByText('Nenhum produto encontrado')).toHaveCount(0);

  failing = false;
  await alert.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(shop.cards).not.toHaveCount(0);
  await expect(shop.results.getByText('Mecânica', { exact: true }).first()).toBeVisible();
  await expect(alert).toHaveCount(0);
  acceptConsoleErrors(consoleProblems, /status of 500/);
});

test('a network failure is the same polite error', async ({ page, consoleProblems }) => {
  await page.route(QUERY_ENDPOINT, (route) => route.abort('connectionrefused'));
  const shop = await openThenChangeCategory(page);
  await shop.category.selectOption({ label: 'Mecânica' });
  await expect(page.getByRole('alert')).toContainText('Não foi possível carregar as peças agora');
  acceptConsoleErrors(consoleProblems, /ERR_CONNECTION_REFUSED|Failed to load resource/);
});

test('a search without results says so, with the hint (spec §8)', async ({ page }) => {
  const shop = await openShop(page, '/shop?q=nada-que-exista-no-catalogo');
  await expect(page.getByText('Nenhum produto encontrado')).toBeVisible();
  await expect(page.getByText('Tente ajustar os filtros ou os termos de busca.')).toBeVisible();
  await expect(shop.cards).toHaveCount(0);
  await expect(shop.pagination).toHaveCount(0);
});
