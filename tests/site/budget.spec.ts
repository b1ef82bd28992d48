import { expect, test } from '../fixtures/test';
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
