import { expect, test } from '../fixtures/test';
import { JS_BUDGET_GZIP_BYTES, measureJavaScript } from '../fixtures/js-weight';
import { LANGS, localized, PAGES } from '../fixtures/site';

for (const lang of LANGS) {
  for (const path of PAGES) {
    const url = localized(path, lang);
    test(`JavaScript of ${url} stays within 120 kB gzip`, async ({ page }) => {
      const { files, gzipBytes } = await measureJavaScript(page, url);
      expect(files).toBeGreaterThan(0);
      expect(gzipBytes).toBeLessThanOrEqual(JS_BUDGET_GZIP_BYTES);
    });
  }
}
