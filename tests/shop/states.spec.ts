import { expect, test } from '../fixtures/test';
import { acceptConsoleErrors } from './console';
import { shopPage } from './shop-page';

const QUERY_ENDPOINT = '**/api/produtos-buscar.php?**';

test('says it is loading while the parts are on their way', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(QUERY_ENDPOINT, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/shop');
  const shop = shopPage(page);
  await expect(shop.status).toHaveText('Carregando...');
  await expect(shop.cards).toHaveCount(0);
  release();
  await expect(shop.status).toHaveText(/^Mostrando 1-50 /);
});

test('the prerendered shell is the loading state, before any script runs', async ({ request }) => {
  const html = await (await request.get('/shop')).text();
  expect(html).toContain('<h1 class="page-header__title">Peças de reposição</h1>');
  expect(html).toMatch(/role="status">Carregando\.\.\.</);
  expect(html).toContain('Buscar por nome ou código...');
});

test('a failed load shows an empty list and says so politely, with a retry', async ({
  page,
  consoleProblems,
}) => {
  let failing = true;
  await page.route(QUERY_ENDPOINT, (route) =>
    failing ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
  );
  await page.goto('/shop');
  const shop = shopPage(page);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Não foi possível carregar as peças agora');
  await expect(alert).toContainText('O catálogo está temporariamente indisponível.');
  await expect(shop.cards).toHaveCount(0);
  await expect(shop.pagination).toHaveCount(0);
  await expect(page.getByText('Nenhum produto encontrado')).toHaveCount(0);

  failing = false;
  await alert.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(shop.cards).toHaveCount(50);
  await expect(alert).toHaveCount(0);
  acceptConsoleErrors(consoleProblems, /status of 500/);
});

test('a network failure is the same polite error', async ({ page, consoleProblems }) => {
  await page.route(QUERY_ENDPOINT, (route) => route.abort('connectionrefused'));
  await page.goto('/shop');
  await expect(page.getByRole('alert')).toContainText('Não foi possível carregar as peças agora');
  acceptConsoleErrors(consoleProblems, /ERR_CONNECTION_REFUSED|Failed to load resource/);
});

test('a search without results says so, with the hint (spec §8)', async ({ page }) => {
  await page.goto('/shop?q=nada-que-exista-no-catalogo');
  const shop = shopPage(page);
  await expect(page.getByText('Nenhum produto encontrado')).toBeVisible();
  await expect(page.getByText('Tente ajustar os filtros ou os termos de busca.')).toBeVisible();
  await expect(shop.cards).toHaveCount(0);
  await expect(shop.pagination).toHaveCount(0);
});
