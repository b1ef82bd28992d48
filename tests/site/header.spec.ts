import { expect, test } from '../fixtures/test';
import { LANGS, localized, NAV } from '../fixtures/site';

const WHITE = 'rgb(255, 255, 255)';
const TRANSPARENT = 'rgba(0, 0, 0, 0)';

test('over the home page the header is transparent until scrolled past 50 px', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('header.site-header');
  await expect(header).toHaveCSS('background-color', TRANSPARENT);
  await page.mouse.wheel(0, 30);
  await page.waitForFunction(() => window.scrollY > 0 && window.scrollY <= 50);
  await expect(header).toHaveCSS('background-color', TRANSPARENT);
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(header).toHaveCSS('background-color', WHITE);
  await expect(header).not.toHaveCSS('box-shadow', 'none');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveCSS('background-color', TRANSPARENT);
});

test('on other routes the header is white from the start', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('header.site-header')).toHaveCSS('background-color', WHITE);
});

for (const lang of LANGS) {
  test(`header links and E-SHOP in ${lang}`, async ({ page }) => {
    await page.goto(localized('/about', lang));
    const nav = page.getByRole('banner').getByRole('navigation');
    const hrefs = ['/', '/about', '/products', '/services', '/gallery', '/contact'];
    for (const [index, name] of NAV[lang].entries()) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        localized(hrefs[index] ?? '/', lang),
      );
    }
    await expect(nav.getByRole('link', { name: 'E-SHOP' })).toHaveAttribute(
      'href',
      localized('/shop', lang),
    );
  });
}

test('a header link loads the other page as prerendered HTML, with its own head', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  const about = page.getByRole('banner').getByRole('link', { name: 'Sobre', exact: true });
  // A plain link (issue 12): it works before any script, and the move is a page load.
  await expect(about).toHaveAttribute('href', '/about');
  await about.click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).toHaveTitle(/^Sobre a empresa \| /);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(
    undefined,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about$/);
});
