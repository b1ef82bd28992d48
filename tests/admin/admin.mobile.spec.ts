import type { Page } from '@playwright/test';
import { expect, loginInBrowser, test } from './admin-test';

/** The page itself never scrolls sideways; only the table scrolls in its own box. */
async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test('the admin works at phone width', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeInViewport();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

  const admin = await loginInBrowser(page);
  await expect(page.getByText(/^Página 1 de/)).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

  const dialog = await admin.openNewPart();
  await expect(dialog.getByLabel('Nome (Português)')).toBeInViewport();
  const box = await dialog.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(390);
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();
});
