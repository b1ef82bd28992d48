import { expect, test } from '../fixtures/test';
import { ensureTestCatalogue, TEST_TOKEN } from './test-parts';
import { openShop } from './shop-page';

test.beforeAll(async () => {
  await ensureTestCatalogue(String(test.info().project.use.baseURL));
});

// Issue 17, item 5: on a phone the pager was left-aligned and only below 50 full-width cards.

test('on a phone the pager is centred, as on desktop', async ({ page }) => {
  const shop = await openShop(page, `/shop?q=${TEST_TOKEN}`);
  const list = shop.pagination.getByRole('list');
  const [listBox, viewport] = [await list.boundingBox(), page.viewportSize()];
  const links = list.locator('li');
  const first = await links.first().boundingBox();
  const last = await links.last().boundingBox();
  if (!listBox || !viewport || !first || !last) throw new Error('pager not laid out');
  // The controls on the first row are balanced around the middle of the screen.
  const firstRowRight = await links.evaluateAll((items) => {
    const top = items[0]?.getBoundingClientRect().top ?? 0;
    return Math.max(
      ...items
        .map((item) => item.getBoundingClientRect())
        .filter((rect) => Math.abs(rect.top - top) < 2)
        .map((rect) => rect.right),
    );
  });
  const leftGap = first.x;
  const rightGap = viewport.width - firstRowRight;
  expect(Math.abs(leftGap - rightGap)).toBeLessThanOrEqual(24);
});

test('on a phone the pager is also at the top of the list', async ({ page }) => {
  const shop = await openShop(page, `/shop?q=${TEST_TOKEN}`);
  const top = page.getByRole('navigation', { name: 'Paginação no topo da lista' });
  await expect(top).toBeVisible();
  const [topBox, firstCard] = [await top.boundingBox(), await shop.cards.first().boundingBox()];
  expect(topBox && firstCard && topBox.y < firstCard.y).toBe(true);
  await top.getByRole('link', { name: 'Próximo' }).tap();
  await expect(page).toHaveURL(/page=2/);
  await expect(shop.status).toHaveText(/^Mostrando 51-100 /);
});

test('on a phone a page of 50 parts is a short scroll of compact cards', async ({ page }) => {
  const shop = await openShop(page, `/shop?q=${TEST_TOKEN}`);
  await expect(shop.cards).toHaveCount(50);
  const card = await page.locator('.part-card').first().boundingBox();
  // A compact card is under 200 px high with its two lines of description; the full-width
  // card was over 600 px.
  expect(card?.height).toBeLessThanOrEqual(200);
  // Cards off screen are skipped until scrolled near (`content-visibility: auto`) and count
  // at an estimated height; drawn, each counts at its own.
  const screens = await page.evaluate(() => {
    for (const card of document.querySelectorAll<HTMLElement>('.part-card')) {
      card.style.contentVisibility = 'visible';
    }
    return document.getElementById('shop-results')!.scrollHeight / window.innerHeight;
  });
  expect(screens).toBeLessThanOrEqual(13);
});

test('on a phone a card still shows its description and category (spec §2)', async ({ page }) => {
  await openShop(page, `/shop?q=${TEST_TOKEN}`);
  const card = page.locator('.part-card').first();
  await expect(card.locator('.part-card__description')).toBeVisible();
  await expect(card.getByText('Categoria', { exact: true })).toBeVisible();
  const lines = await card
    .locator('.part-card__description')
    .evaluate((p) => p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight));
  expect(lines).toBeLessThanOrEqual(2.05);
});
