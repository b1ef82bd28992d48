import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures/test';
import { LANGS, localized, PAGES } from '../fixtures/site';

const ALL_PAGES = [...PAGES, '/page-that-does-not-exist'];
/**
 * Every page in Portuguese; in English and Spanish the pages with the most varied markup. The
 * markup is the same in each language (a missing text fails the build, which renders with
 * strict texts), so the other pages would repeat the Portuguese run at ~10 s of axe each.
 */
const TRANSLATED_SAMPLE = ['/', '/products/cast-all-800', '/contact', '/page-that-does-not-exist'];

for (const lang of LANGS) {
  for (const path of lang === 'pt' ? ALL_PAGES : TRANSLATED_SAMPLE) {
    const url = localized(path, lang);
    test(`no serious or critical accessibility violations on ${url}`, async ({ page }) => {
      // The home page is the longest: axe alone took 28-31 s of the 30 s budget on 2 busy cores.
      test.slow(path === '/');
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
        );
      expect(blocking).toEqual([]);
    });
  }
}
