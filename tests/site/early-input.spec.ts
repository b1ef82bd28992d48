// What a visitor does at first paint, before the page's script has run, takes effect
// (issue 12): links work natively, other controls are held and replayed after hydration.
import { expect, test } from '../fixtures/test';
import { openBeforeScripts } from '../fixtures/before-scripts';

// The CPU runs 4× slower in these tests: they get the slow-test budget.
test.beforeEach(() => test.slow());
import { waitForHydration } from '../fixtures/hydration';
import { TEXTS } from '../products/texts';
import { ensureTestCatalogue, TEST_PART_COUNT, TEST_TOKEN } from '../shop/test-parts';
import { shopPage } from '../shop/shop-page';

const FLAG_PAGES = [
  { from: '/', to: /\/en\/$/ },
  { from: '/products', to: /\/en\/products$/ },
  { from: '/contact', to: /\/en\/contact$/ },
  { from: '/gallery', to: /\/en\/gallery$/ },
  { from: '/shop?q=rolamento', to: /\/en\/shop\?q=rolamento$/ },
];

for (const { from, to } of FLAG_PAGES) {
  test(`a flag pressed at first paint on ${from} goes to English and is remembered`, async ({
    page,
  }) => {
    await openBeforeScripts(page, from);
    await page
      .getByRole('group', { name: 'Idioma' })
      .getByRole('button', { name: 'English' })
      .click();
    await expect(page).toHaveURL(to);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'castall.lang')?.value).toBe('en');
  });
}

test('the products search typed at first paint filters once the page is ready', async ({
  page,
}) => {
  const text = TEXTS.pt;
  const { release } = await openBeforeScripts(page, '/products');
  const search = page.getByLabel(text.search);
  await search.pressSequentially(text.nozzlesWord, { delay: 20 });
  await release();
  await waitForHydration(page);
  const grid = page.getByRole('main').locator('.catalog__grid').first();
  await expect(grid.getByRole('heading', { name: text.lubricator })).toBeVisible();
  await expect(grid.getByRole('listitem')).toHaveCount(1);
  await expect(search).toHaveValue(text.nozzlesWord);
});

test('the gallery handle moved with the keyboard at first paint moves', async ({ page }) => {
  const { release } = await openBeforeScripts(page, '/gallery');
  const slider = page.getByRole('slider');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await release();
  await waitForHydration(page);
  await expect(slider).toHaveAttribute('aria-valuenow', '60');
});

test('the shop search typed at first paint is searched once the page is ready', async ({
  page,
}) => {
  await ensureTestCatalogue(String(test.info().project.use.baseURL));
  const { release } = await openBeforeScripts(page, '/shop');
  const shop = shopPage(page);
  await shop.search.pressSequentially(TEST_TOKEN, { delay: 20 });
  await release();
  await expect(page).toHaveURL(new RegExp(`\\?q=${TEST_TOKEN}$`));
  await expect(shop.status).toHaveText(`Mostrando 1-50 de ${TEST_PART_COUNT} peças`);
  await expect(shop.search).toHaveValue(TEST_TOKEN);
});
