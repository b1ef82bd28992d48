// A phone with JavaScript off (issue 12): the menu button cannot open the menu, so the flags sit
// in the header bar itself, nothing is hidden under the header, and the flags change language.
import { expect, test } from '../fixtures/test';

test.use({ javaScriptEnabled: false });

for (const width of [320, 390, 1024]) {
  test.describe(`at ${width} px without JavaScript`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('the flags are in the header and change language', async ({ page }) => {
      await page.goto('/products');
      const header = page.getByRole('banner');
      // Buttons that only a script could make work are not offered.
      await expect(header.getByRole('button', { name: 'Abrir menu' })).toBeHidden();

      const heading = page.getByRole('heading', { level: 1 });
      const [headerBox, headingBox] = [await header.boundingBox(), await heading.boundingBox()];
      expect(headerBox && headingBox && headingBox.y >= headerBox.y + headerBox.height).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);

      await header.getByRole('button', { name: 'Español' }).click();
      await expect(page).toHaveURL(/\/es\/products$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
      await expect(page).toHaveURL(/\/en\/products$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our products');
    });

    test('the home header is solid, with the dark logo, as nothing can make it so on scroll', async ({
      page,
    }) => {
      // The transparent header over the hero needs the script that makes it solid past 50 px;
      // without it, the white logo and links were lost over the light sections below.
      await page.goto('/en/');
      const header = page.getByRole('banner');
      await page.mouse.wheel(0, 1200);
      await expect
        .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
        .toBe('rgb(255, 255, 255)');
      const logo = header.getByRole('img', { name: 'CAST ALL' });
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.currentSrc))
        .toMatch(/\/images\/logo-\d+\.webp$/);
    });
  });
}
