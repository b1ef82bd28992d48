// The browser logs the viewer's deliberate 404 (the page and its HEAD check) as console errors,
// so this uses Playwright's plain `test` rather than the fixture that fails on console errors.
import { expect, test } from '@playwright/test';
import { LANGS, localized } from '../fixtures/site';
import { CATALOG_TEXTS } from './catalog-texts';

for (const lang of LANGS) {
  test(`the ${lang} viewer says when the language catalogue is missing`, async ({ page }) => {
    const response = await page.goto(localized(`/pdf/${lang}/MISSING-V01-R01.pdf`, lang));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('alert')).toHaveText(CATALOG_TEXTS[lang].langMissing);
    await expect(page.locator('canvas')).toHaveCount(0);
  });
}
