import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { ensureTestCatalogue, TEST_TOKEN } from './test-parts';
import { openShop } from './shop-page';

test.beforeAll(async () => {
  await ensureTestCatalogue(String(test.info().project.use.baseURL));
});

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return box;
}

test('on a phone the parts stack in one column without sideways scrolling', async ({ page }) => {
  const shop = await openShop(page, `/shop?q=${TEST_TOKEN}`);
  await expect(shop.cards).toHaveCount(50);
  const [first, second] = [await boxOf(shop.cards.nth(0)), await boxOf(shop.cards.nth(1))];
  expect(second.y).toBeGreaterThan(first.y);
  expect(Math.abs(second.x - first.x)).toBeLessThan(1);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the chat button never covers the pagination controls on a phone', async ({ page }) => {
  const shop = await openShop(page, `/shop?q=${TEST_TOKEN}`);
  const chat = page.getByRole('link', { name: /^Fale conosco pelo WhatsApp/ });
  const controls = shop.pagination.locator('a, [aria-disabled]');
  await expect(controls.first()).toBeVisible();
  const count = await controls.count();
  expect(count).toBeGreaterThan(5);

  // Whatever the scroll, the bar keeps clear of the column the fixed button sits in: check
  // with the bar at the very bottom of the screen, where the button is.
  await shop.pagination.evaluate((nav) => nav.scrollIntoView({ block: 'end' }));
  const button = await boxOf(chat);
  for (let i = 0; i < count; i++) {
    const control = controls.nth(i);
    expect(overlaps(await boxOf(control), button), `control ${i} under the chat button`).toBe(
      false,
    );
  }

  // And a tap on "Próximo" reaches the link, not the button.
  await shop.pagination.getByRole('link', { name: 'Próximo' }).tap();
  await expect(page).toHaveURL(/page=2/);
  await expect(shop.status).toHaveText(/^Mostrando 51-100 /);
  // The list's top is brought into view for the new page.
  await expect(shop.status).toBeInViewport();
});

test('on a phone the cards far below the first screen are drawn only when scrolled near', async ({
  page,
}) => {
  const shop = await openShop(page, `/shop?q=${TEST_TOKEN}`);
  // Every card's name is there for assistive technology and find-in-page from the start.
  await expect(shop.cards).toHaveCount(50);
  // `checkVisibility` with `contentVisibilityAuto` is false for an element inside a card whose
  // drawing the browser skips (issue 12: the shop's first frame lays out a screen of cards, not
  // 50).
  const drawn = (index: number) =>
    shop.cards.nth(index).evaluate((name) => name.checkVisibility({ contentVisibilityAuto: true }));
  expect(await drawn(0)).toBe(true);
  expect(await drawn(49)).toBe(false);
  await shop.cards.nth(49).scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(49)).toBe(true);
  await expect(shop.cards.nth(49)).toBeInViewport();
});
