// Public pages are static HTML with islands (issue 12): only the interactive parts hydrate,
// each from its own chunk, and a page reads and changes language without any script.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { inHydratedIsland, waitForHydration } from '../fixtures/hydration';
import { HTML_LANG, LANGS, localized, NAV, PAGES } from '../fixtures/site';

/** The islands each page places, beside the header and the newsletter form of every page. */
const PAGE_ISLANDS: Record<(typeof PAGES)[number], string[]> = {
  '/': ['hero-media', 'scroll-down', 'reveal', 'promo'],
  '/about': [],
  '/products': ['product-catalog'],
  '/products/cast-all-800': ['catalog-download', 'share', 'add-to-quote'],
  '/products/lubrificador-lla': ['catalog-download', 'share', 'add-to-quote'],
  '/shop': ['shop'],
  '/downloads': ['line-catalog', 'catalog-download'],
  '/services': [],
  '/gallery': ['gallery-slider'],
  '/contact': ['thanks-url'],
};

/** The text of every script the page loaded. */
function collectScripts(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  return bodies;
}

for (const path of PAGES) {
  test(`${path} hydrates its islands and leaves the rest static`, async ({ page }) => {
    const scripts = collectScripts(page);
    await page.goto(path);
    await waitForHydration(page);
    const names = await page
      .locator('[data-island]')
      .evaluateAll((hosts) => hosts.map((host) => host.getAttribute('data-island')));
    expect(new Set(names)).toEqual(new Set(['header', 'newsletter', ...PAGE_ISLANDS[path]]));
    expect(await inHydratedIsland(page, 'header.site-header')).toBe(true);
    // The footer's own text and the page's heading are plain HTML, never hydrated.
    expect(await inHydratedIsland(page, 'footer.site-footer')).toBe(false);
    expect(await inHydratedIsland(page, 'main h1')).toBe(false);

    // No i18next in any page's scripts (islands get their texts as JSON; its logger's prefix
    // 'i18next::' marks its code), and the router only in the shop's, which keeps its state in
    // the URL.
    await page.waitForLoadState('networkidle');
    const code = (await Promise.all(scripts)).join('\n');
    expect(code.includes('i18next::')).toBe(false);
    expect(code.includes('react-router')).toBe(path === '/shop');
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGS) {
    test(`every ${lang} page reads in full, in its language`, async ({ page }) => {
      test.slow();
      for (const path of PAGES) {
        await page.goto(localized(path, lang));
        await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(
          page.getByRole('banner').getByRole('link', { name: NAV[lang][2] }),
        ).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
      }
    });
  }

  test('the flags change language', async ({ page }) => {
    await page.goto('/products');
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/products$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/products$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
