// Issue 12: the header hydrates in two turns, its menu (links and flags) in a task after the
// rest, so no task of it comes near what a 4× slower phone counts as blocking. What a visitor
// relies on: the server's nodes are kept (the menu is not drawn twice) and the menu works once
// the page is ready, also when its toggle was pressed before.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { openBeforeScripts } from '../fixtures/before-scripts';

const HEADER_PARTS = '.site-header, .site-nav, .site-nav__link, .language-switcher__flag';

test.beforeEach(() => test.slow());

function rememberServerNodes(page: Page) {
  return page.evaluate((selector) => {
    const nodes = [...document.querySelectorAll(selector)];
    (window as unknown as { serverNodes: Element[] }).serverNodes = nodes;
    return nodes.length;
  }, HEADER_PARTS);
}

function serverNodesKept(page: Page) {
  return page.evaluate((selector) => {
    const before = (window as unknown as { serverNodes: Element[] }).serverNodes;
    const now = [...document.querySelectorAll(selector)];
    return now.length === before.length && now.every((node, index) => node === before[index]);
  }, HEADER_PARTS);
}

test('the header hydrates its server HTML in place and its menu works once ready', async ({
  page,
}) => {
  const { release } = await openBeforeScripts(page, '/about');
  await page.locator('footer').waitFor({ state: 'attached' });
  // The header, its menu, six links and three flags.
  expect(await rememberServerNodes(page)).toBe(11);
  await release();
  expect(await serverNodesKept(page)).toBe(true);

  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await expect(nav.getByRole('link', { name: 'Produtos' })).toBeVisible();
  expect(await serverNodesKept(page)).toBe(true);
});

test('a press on the menu toggle at first paint opens the menu once the page is ready', async ({
  page,
}) => {
  const { release } = await openBeforeScripts(page, '/about');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await release();
  await expect(page.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await expect(nav.getByRole('link', { name: 'Produtos' })).toBeVisible();
});
