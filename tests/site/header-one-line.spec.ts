import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { localized, LANGS } from '../fixtures/site';
import { waitForHydration } from '../fixtures/hydration';

/** How many lines each element's text takes (distinct line boxes of its text). */
async function lineCounts(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      return tops.size;
    }),
  );
}

// Issue 17, item 2: between 1024 and 1140 px the E-SHOP pill wrapped to 'E-/SHOP' and the
// links squeezed the logo, widest in Spanish. At every width the header stays one line.
for (const width of [1024, 1100, 1140, 1280]) {
  for (const lang of LANGS) {
    test(`the header is one line at ${width} px in ${lang}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(localized('/about', lang));
      await waitForHydration(page);
      const toggle = page.locator('.site-header__toggle');
      // Where the links do not fit beside the logo they sit behind the menu button.
      if (await toggle.isVisible()) await toggle.click();
      const links = page.locator('.site-nav__link');
      await expect(links.first()).toBeVisible();
      expect(await lineCounts(page, '.site-nav__link')).toEqual([1, 1, 1, 1, 1, 1]);
      expect(await lineCounts(page, '.site-nav__shop')).toEqual([1]);
      const pill = await page.locator('.site-nav__shop').boundingBox();
      expect(pill?.height).toBeLessThanOrEqual(44);
      const logo = await page.locator('.site-header__brand img').boundingBox();
      expect(logo?.width).toBe(180);
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways).toBeLessThanOrEqual(0);
    });
  }
}
