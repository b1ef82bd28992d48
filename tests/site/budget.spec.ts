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

// Issue 12: none of a page's JavaScript is fetched, let alone run, before its first paint; the
// boot script inlined in the head is the only script before it.
for (const path of ['/', '/shop', '/products', '/contact']) {
  test(`${path} fetches its scripts only after its first contentful paint`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const timings = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }));
    expect(timings.paint).not.toBeNull();
    expect(timings.scripts.length).toBeGreaterThan(0);
    for (const start of timings.scripts) expect(start).toBeGreaterThanOrEqual(timings.paint ?? 0);
  });
}
