import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures/test';
import { LANGS, localized } from '../fixtures/site';
import { TEXTS } from './texts';

for (const lang of LANGS) {
  const url = localized('/products/cast-all-9999', lang);
  test(`${url} answers 404 with the product-not-found page`, async ({ page }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: TEXTS[lang].notFound })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
    ).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: TEXTS[lang].backToProducts }).click();
    await expect(page).toHaveURL(new RegExp(`${localized('/products', lang)}$`));
    await expect(page.getByRole('heading', { level: 1, name: TEXTS[lang].title })).toBeVisible();
  });
}

test('the not-found page is not indexed', async ({ request }) => {
  const response = await request.get('/en/products/unknown');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('Product not found');
  expect(html).toMatch(/<meta name="robots" content="noindex,\s*nofollow"/);
});

test('a product reached by client navigation from an unknown id still renders', async ({
  page,
}) => {
  await page.goto('/products/unknown');
  await page.getByRole('main').getByRole('link', { name: 'Ver todos os produtos' }).click();
  await page.getByRole('link', { name: /Saiba mais.*CAST ALL 800T/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'CAST ALL 800T' })).toBeVisible();
});
