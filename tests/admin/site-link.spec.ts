import { expect, loginInBrowser, test } from './admin-test';

test('the admin header links back to the site', async ({ page }) => {
  await loginInBrowser(page);
  const link = page.getByRole('banner').getByRole('link', { name: 'Ver o site' });
  await expect(link).toHaveAttribute('href', '/');
  await link.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
