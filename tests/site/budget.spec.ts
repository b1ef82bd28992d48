import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { waitForHydration } from '../fixtures/hydration';
import { budgetOf, measureJavaScript } from '../fixtures/js-weight';
import { LANGS, localized, PAGES } from '../fixtures/site';

for (const lang of LANGS) {
  for (const path of PAGES) {
    const url = localized(path, lang);
    const budget = budgetOf(path);
    test(`JavaScript of ${url} stays within ${budget / 1024} kB gzip`, async ({ page }) => {
      const { files, gzipBytes } = await measureJavaScript(page, url);
      expect(files).toBeGreaterThan(0);
      expect(gzipBytes).toBeLessThanOrEqual(budget);
    });
  }
}

// Issue 12: none of a page's JavaScript runs before its first paint (the boot script inlined in
// the head is the only script before it), and none is even fetched before it: the islands load
// after the first contentful paint (`client:painted`), the shop's too since it moved to Astro.
async function scriptTimings(page: Page, path: string) {
  await page.addInitScript(() => {
    const times: number[] = [];
    (window as unknown as { moduleScriptTimes: number[] }).moduleScriptTimes = times;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLScriptElement && node.type === 'module') {
            times.push(performance.now());
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(path);
  await waitForHydration(page);
  return page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    added: (window as unknown as { moduleScriptTimes: number[] }).moduleScriptTimes,
    fetched: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime),
  }));
}

for (const path of ['/', '/shop', '/products', '/contact']) {
  test(`${path} runs its scripts only after its first contentful paint, and fetches them after it`, async ({
    page,
  }) => {
    const timings = await scriptTimings(page, path);
    expect(timings.paint).not.toBeNull();
    const paint = timings.paint ?? 0;
    // The old pipeline's boot adds the page's one module script; Astro's islands import theirs.
    expect(timings.added.length).toBeLessThanOrEqual(1);
    for (const added of timings.added) expect(added).toBeGreaterThanOrEqual(paint);
    expect(timings.fetched.length).toBeGreaterThan(0);
    expect(timings.fetched.filter((start) => start < paint)).toEqual([]);
  });
}

// Chromium draws an SVG picture, the page's icon included, as a document of its own on the
// page's main thread (issue 12: 6–10 ms per page load for the icon alone on the build machine),
// so the pages use raster copies of their drawings (scripts/assets/groups/brand.mjs, icons.mjs).
for (const path of ['/', '/es/products', '/en/shop', '/about']) {
  test(`${path} loads no SVG file, and its icons are raster images`, async ({ page, request }) => {
    const svgs: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.endsWith('.svg')) svgs.push(sent.url());
    });
    await page.goto(path);
    await waitForHydration(page);
    expect(svgs).toEqual([]);
    const icons = await page
      .locator('link[rel="icon"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(icons).toEqual(['/favicon.ico', '/favicon-96.png']);
    for (const icon of icons) {
      const response = await request.get(icon);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^image\/(vnd\.microsoft\.icon|png)/);
    }
  });
}
