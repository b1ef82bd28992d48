// The admin's list and part form at every width (issue 17): no sideways scroll, tables that fit
// or show they scroll, touch-sized controls on touch widths. The admin is Portuguese only.
import { expect, loginInBrowser, test } from '../admin/admin-test';
import { problemsAtEveryWidth } from './widths';

test('the admin list and the part form hold at every width', async ({ page }) => {
  test.slow();
  await loginInBrowser(page);
  await expect(page.getByText(/^Página 1 de/)).toBeVisible();
  expect(await problemsAtEveryWidth(page), 'the parts list').toEqual([]);

  await page.getByRole('button', { name: '+ Nova Peça' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await problemsAtEveryWidth(page), 'the part form').toEqual([]);
});
