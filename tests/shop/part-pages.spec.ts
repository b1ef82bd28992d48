import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { allSitemaps, LANGS, localized, type TestLang } from '../fixtures/site';

/** The demo catalogue the e2e server seeds (server/src/seed): 16 parts in each of 4 categories. */
const DEMO_PARTS = 64;
/** A demo part's slug (`hid-ac-0010-…`): other specs add parts of their own to the shared server. */
const DEMO_SLUG = /\/shop\/(hid|ele|etr|mec)-[a-z]{2}-\d{4}(-|$)/;

/** The demo parts' pages the generated sitemap lists in a language, as paths. */
async function partPathsInSitemap(request: APIRequestContext, lang: TestLang): Promise<string[]> {
  const { xml } = await allSitemaps(request);
  const prefix = lang === 'pt' ? '/shop/' : `/${lang}/shop/`;
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]+)<\/loc>/g)]
    .map((match) => match[1]!)
    .filter((path) => path.startsWith(prefix) && DEMO_SLUG.test(path));
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

/** The schema.org Product of a page's HTML, checked for the fields schema.org and Google require. */
function productProblems(html: string): string[] {
  const blocks = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g),
  ].map((match) => match[1]!);
  const product = blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === 'Product');
  if (!product) return ['no Product'];
  const problems: string[] = [];
  if (product['@context'] !== 'https://schema.org') problems.push('@context');
  if (typeof product.name !== 'string' || product.name === '') problems.push('name');
  if (typeof product.sku !== 'string' || product.sku === '') problems.push('sku');
  if ((product.brand as { name?: unknown } | undefined)?.name === undefined) problems.push('brand');
  const offers = product.offers as Record<string, unknown> | undefined;
  if (offers !== undefined) {
    if (!/^\d+(\.\d+)?$/.test(String(offers.price))) problems.push('offers.price');
    if (offers.priceCurrency !== 'BRL') problems.push('offers.priceCurrency');
    if (!/^https:\/\/schema\.org\/(InStock|OutOfStock)$/.test(String(offers.availability))) {
      problems.push('offers.availability');
    }
  }
  if (!/<h1[ >]/.test(html)) problems.push('no h1');
  return problems;
}

/** The demo catalogue's categories, by the first word of their codes. */
const DEMO_CATEGORIES = ['hid', 'ele', 'etr', 'mec'] as const;

// One test per language and category (16 pages each), so the 192 pages spread over the workers.
// Every page's HTML, as a crawler gets it, is fetched and its Product data checked; the first
// page of each category and language is also opened in the browser (its heading shown, axe, about
// 2 s a page): the pages share one template, and opening all 192 took minutes of the suite's time.
for (const lang of LANGS) {
  for (const category of DEMO_CATEGORIES) {
    test(`every ${category} demo part has its ${lang} page in the sitemap, with valid Product data, accessible`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const paths = (await partPathsInSitemap(request, lang)).filter((path) =>
        path.includes(`/shop/${category}-`),
      );
      expect(paths).toHaveLength(DEMO_PARTS / DEMO_CATEGORIES.length);
      const problems: string[] = [];
      for (const path of paths) {
        const response = await request.get(path, { maxRedirects: 0 });
        if (response.status() !== 200) {
          problems.push(`${path}: status ${response.status()}`);
          continue;
        }
        const found = productProblems(await response.text());
        if (found.length > 0) problems.push(`${path}: ${found.join(', ')}`);
      }
      const [first = ''] = paths;
      expect((await page.goto(first))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      problems.push(...(await seriousViolations(page)).map((id) => `${first}: ${id}`));
      expect(problems).toEqual([]);
    });
  }
}

test('a shop card leads to its part page, whose breadcrumbs lead back', async ({ page }) => {
  await page.goto(localized('/shop', 'en'));
  const firstCard = page.locator('.part-card').first();
  const name = (await firstCard.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  await firstCard.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/en\/shop\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const trail = page.getByRole('navigation', { name: 'You are here' });
  await expect(trail.getByRole('link', { name, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await trail.getByRole('link', { name: 'E-SHOP' }).click();
  await expect(page).toHaveURL(/\/en\/shop$/);
});

test('an unknown part answers 404 with a way back to the shop', async ({ page }) => {
  const response = await page.goto('/es/shop/no-existe-esta-pieza');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pieza no encontrada');
  await expect(page.getByRole('link', { name: 'Volver a la tienda' })).toHaveAttribute(
    'href',
    '/es/shop',
  );
});
