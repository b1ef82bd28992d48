import { expect, test } from '../fixtures/test';

test('the 404 page hydrates, links home and is not indexed', async ({ page }) => {
  const response = await page.goto('/en/missing-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
});
