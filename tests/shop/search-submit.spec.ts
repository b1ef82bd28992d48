import { expect, test } from '../fixtures/test';
import { localized, type TestLang } from '../fixtures/site';
import { ensureTestCatalogue, TEST_TOKEN } from './test-parts';
import { EN, ES, openShop, PT } from './shop-page';

test.beforeAll(async () => {
  await ensureTestCatalogue(String(test.info().project.use.baseURL));
});

// Issue 17, item 8: the search form had no submit button (WCAG technique H32).
const CASES: [TestLang, typeof PT, string][] = [
  ['pt', PT, 'Buscar'],
  ['en', EN, 'Search'],
  ['es', ES, 'Buscar'],
];

for (const [lang, texts, submit] of CASES) {
  test(`the shop search has a submit button named "${submit}" in ${lang}`, async ({ page }) => {
    const shop = await openShop(page, localized('/shop', lang), texts);
    const button = page.getByRole('search').getByRole('button', { name: submit, exact: true });
    await expect(button).toHaveAttribute('type', 'submit');
    await shop.search.fill(`${TEST_TOKEN}-0007`);
    await button.click();
    await expect(page).toHaveURL(new RegExp(`q=${TEST_TOKEN}-0007`));
    await expect(shop.cards).toHaveCount(1);
  });
}
