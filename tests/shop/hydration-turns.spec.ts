// Issue 12: the shop's server HTML (filters, pagers, 50 cards) hydrates in turns, a few cards
// per task, so a slow phone's main thread is never held for the whole list. These tests check
// what a visitor relies on: the server's nodes are kept (no card is drawn twice, no picture
// loaded again), every card works once the page is ready, and a tap made before is kept.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { openBeforeScripts } from '../fixtures/before-scripts';
import { ensureTestCatalogue, TEST_PART_COUNT, TEST_TOKEN } from './test-parts';
import { shopPage } from './shop-page';

const ADD = /^Adicionar à lista de orçamento/;
const QUOTE_TOGGLE = /^Lista de orçamento/;
const URL = `/shop?q=${TEST_TOKEN}`;

// The CPU runs 4× slower in these tests (openBeforeScripts): they get the slow-test budget.
test.beforeEach(async () => {
  test.slow();
  await ensureTestCatalogue(String(test.info().project.use.baseURL));
});

const SHOP_PARTS = '.shop-filters, .pagination, .part-grid, .part-card';

/** Remembers the server's filters, pagers, list and cards, to compare after hydration. */
async function rememberServerNodes(page: Page) {
  // The page is opened at its commit: wait for the end of its HTML.
  await page.locator('footer').waitFor({ state: 'attached' });
  return page.evaluate((selector) => {
    const nodes = [...document.querySelectorAll(selector)];
    (window as unknown as { serverNodes: Element[] }).serverNodes = nodes;
    return nodes.length;
  }, SHOP_PARTS);
}

/** Whether the shop's parts are the very nodes the server sent, all still in the page. */
function serverNodesKept(page: Page) {
  return page.evaluate((selector) => {
    const before = (window as unknown as { serverNodes: Element[] }).serverNodes;
    const now = [...document.querySelectorAll(selector)];
    return {
      count: now.length,
      same: now.every((node, index) => node === before[index]),
      connected: before.every((node) => node.isConnected),
    };
  }, SHOP_PARTS);
}

test('the shop hydrates its server HTML in place and every card works once ready', async ({
  page,
}) => {
  const { release } = await openBeforeScripts(page, URL);
  // The filters, two pagers, the list and a page of 50 cards.
  expect(await rememberServerNodes(page)).toBe(54);
  await release();
  expect(await serverNodesKept(page)).toEqual({ count: 54, same: true, connected: true });

  // The last card hydrates in the last turn: its button works as soon as the page is ready.
  const shop = shopPage(page);
  const cards = shop.results.locator('.part-card');
  await cards.last().getByRole('button', { name: ADD }).click();
  await cards.first().getByRole('button', { name: ADD }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: QUOTE_TOGGLE }),
  ).toHaveAccessibleName('Lista de orçamento, 2 itens');
  await expect(shop.status).toHaveText(`Mostrando 1-50 de ${TEST_PART_COUNT} peças`);
});

test('a search of one page, without pagers, keeps its server list as well', async ({ page }) => {
  const { release } = await openBeforeScripts(page, `/shop?q=${TEST_TOKEN}-001`);
  // The filters, the list and its ten cards (ZT9-0010 to ZT9-0019), no pager.
  expect(await rememberServerNodes(page)).toBe(12);
  await release();
  expect(await serverNodesKept(page)).toEqual({ count: 12, same: true, connected: true });
  await expect(shopPage(page).status).toHaveText('Mostrando 1-10 de 10 peças');
});

test('a card added to the quote list at first paint is added once the page is ready', async ({
  page,
}) => {
  const { release } = await openBeforeScripts(page, URL);
  const cards = shopPage(page).results.locator('.part-card');
  await cards.last().getByRole('button', { name: ADD }).click();
  await release();
  await expect(
    page.getByRole('banner').getByRole('button', { name: QUOTE_TOGGLE }),
  ).toHaveAccessibleName('Lista de orçamento, 1 item');
});

test('the pager pressed at first paint moves to the next page', async ({ page }) => {
  const { release } = await openBeforeScripts(page, URL);
  const shop = shopPage(page);
  await shop.pagination.first().getByRole('link', { name: 'Página 2' }).click();
  await release();
  await expect(page).toHaveURL(new RegExp(`\\?q=${TEST_TOKEN}&page=2$`));
  await expect(shop.status).toHaveText(`Mostrando 51-100 de ${TEST_PART_COUNT} peças`);
});
