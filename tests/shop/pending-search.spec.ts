// A choice made while a typed search still waits for its pause (300 ms) must hold: the
// delayed search joins it instead of undoing it (issue 16).
import { expect, test } from '../fixtures/test';
import { waitForHydration } from '../fixtures/hydration';
import { ensureTestCatalogue, TEST_PART_COUNT, TEST_TOKEN, testPartsIn } from './test-parts';
import type { Page } from '@playwright/test';
import { EN, ES, PT, shopPage } from './shop-page';

/** Well past the search's pause (300 ms): a stale delayed search would have fired by then. */
const PAST_THE_PAUSE_MS = 1_000;

const ELECTRICAL = testPartsIn('Elétrica');

/**
 * From here the page's timers run only when the test says (page.clock.install alone lets time
 * flow): the choice is made within the search's pause however slow the machine is.
 */
async function pauseTimers(page: Page): Promise<void> {
  await page.clock.pauseAt(Date.now() + 1_000);
}

/** Opens the shop with its first page listed, then pauses the page's timers. */
async function openShopWithTimersPaused(page: Page, url: string, texts = PT) {
  await page.clock.install();
  await page.goto(url);
  await waitForHydration(page);
  const shop = shopPage(page, texts);
  await expect(shop.status).toHaveText(/^\S+ 1-50 /);
  await pauseTimers(page);
  return shop;
}

const LANGUAGES = [
  {
    lang: 'pt',
    url: '/shop',
    texts: PT,
    electrical: 'Elétrica',
    showing: (to: number, total: number) => `Mostrando 1-${to} de ${total} peças`,
  },
  {
    lang: 'en',
    url: '/en/shop',
    texts: EN,
    electrical: 'Electrical',
    showing: (to: number, total: number) => `Showing 1-${to} of ${total} parts`,
  },
  {
    lang: 'es',
    url: '/es/shop',
    texts: ES,
    electrical: 'Eléctrica',
    showing: (to: number, total: number) => `Mostrando 1-${to} de ${total} piezas`,
  },
] as const;

test.beforeAll(async () => {
  await ensureTestCatalogue(String(test.info().project.use.baseURL));
});

for (const { lang, url, texts, electrical, showing } of LANGUAGES) {
  test(`${lang}: a category picked right after typing keeps both`, async ({ page }) => {
    const shop = await openShopWithTimersPaused(page, url, texts);
    await shop.search.fill(TEST_TOKEN);
    await shop.category.selectOption({ label: electrical });
    await page.clock.runFor(PAST_THE_PAUSE_MS);

    await expect(page).toHaveURL(new RegExp(`\\?q=${TEST_TOKEN}&categoria=El%C3%A9trica$`));
    await expect(shop.search).toHaveValue(TEST_TOKEN);
    await expect(shop.category).toHaveValue('Elétrica');
    await expect(shop.status).toHaveText(showing(50, ELECTRICAL));
    await expect(shop.cards.first()).toContainText(TEST_TOKEN);
  });

  test(`${lang}: Enter then a page size keeps the search`, async ({ page }) => {
    await page.goto(url);
    await waitForHydration(page);
    const shop = shopPage(page, texts);
    await expect(shop.status).toHaveText(/^\S+ 1-50 /);
    await shop.search.fill(TEST_TOKEN);
    await shop.search.press('Enter');
    await shop.pageSize.selectOption('100');

    await page.waitForTimeout(PAST_THE_PAUSE_MS);
    await expect(page).toHaveURL(new RegExp(`\\?q=${TEST_TOKEN}&pageSize=100$`));
    await expect(shop.search).toHaveValue(TEST_TOKEN);
    await expect(shop.pageSize).toHaveValue('100');
    await expect(shop.category).toHaveValue('');
    await expect(shop.status).toHaveText(showing(100, TEST_PART_COUNT));
  });
}

test('the keyboard: typing, Tab and ↓ to a category keeps both', async ({ page }) => {
  const shop = await openShopWithTimersPaused(page, '/shop');
  await shop.search.click();
  await page.keyboard.type(TEST_TOKEN);
  // Past the search's own button (issue 17) to the category.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(shop.category).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.clock.runFor(PAST_THE_PAUSE_MS);

  await expect(shop.category).toHaveValue('Elétrica');
  await expect(shop.search).toHaveValue(TEST_TOKEN);
  await expect(page).toHaveURL(new RegExp(`\\?q=${TEST_TOKEN}&categoria=El%C3%A9trica$`));
  await expect(shop.status).toHaveText(`Mostrando 1-50 de ${ELECTRICAL} peças`);
});

test('a flag clicked right after typing goes to that language and stays', async ({
  page,
  request,
}) => {
  const all = (await (await request.get('/api/produtos-buscar.php')).json()) as { total: number };
  const en = await openShopWithTimersPaused(page, '/en/shop', EN);
  await en.search.fill(TEST_TOKEN);
  await page
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: 'Español' })
    .click();
  await expect(page).toHaveURL(/\/es\/shop$/);
  await page.clock.runFor(PAST_THE_PAUSE_MS);

  await expect(page).toHaveURL(/\/es\/shop$/);
  const es = shopPage(page, ES);
  await expect(es.search).toHaveValue('');
  await expect(es.category).toHaveValue('');
  await expect(es.status).toHaveText(`Mostrando 1-50 de ${all.total.toLocaleString('es')} piezas`);
});
