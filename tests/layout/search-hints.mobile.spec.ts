// At 320 px a search field's hint must be read whole (the browser cuts it without a sign), in
// the shop in each language and in the admin, whose hint the spec gives word for word.
import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { loginInBrowser } from '../admin/admin-test';
import { EN, ES, openShop, PT } from '../shop/shop-page';

test.use({ viewport: { width: 320, height: 740 } });

/**
 * Whether the field's hint, set in the hint's own font, fits the field's text box. The hint is
 * drawn in the browser's shadow tree, out of reach; its text as the value measures the same.
 */
async function hintFits(field: Locator): Promise<boolean> {
  return field.evaluate((input: HTMLInputElement) => {
    const hint = getComputedStyle(input, '::placeholder');
    input.style.fontSize = hint.fontSize;
    input.value = input.placeholder;
    // One pixel more is the caret's room, which a field keeps at the end of its text.
    return input.placeholder.length > 10 && input.scrollWidth <= input.clientWidth + 1;
  });
}

for (const [prefix, texts] of [
  ['', PT],
  ['/en', EN],
  ['/es', ES],
] as const) {
  test(`the shop's search hint fits at 320 px (${prefix || '/'})`, async ({ page }) => {
    const shop = await openShop(page, `${prefix}/shop`, texts);
    expect(await hintFits(shop.search)).toBe(true);
  });
}

test("the admin's search hint fits at 320 px", async ({ page }) => {
  const admin = await loginInBrowser(page);
  await expect(admin.search).toBeVisible();
  expect(await hintFits(admin.search)).toBe(true);
});
