// The admin's list and part form at every width (issue 17): no sideways scroll, tables that fit
// or show they scroll, touch-sized controls on touch widths. The admin is Portuguese only.
import type { Page } from '@playwright/test';
import { expect, loginInBrowser, test } from '../admin/admin-test';
import { layoutProblems } from './layout-check';

const WIDTHS = [320, 390, 768, 1024, 1100, 1280, 1440] as const;
const TOUCH_WIDTHS: readonly number[] = [320, 390, 768];

async function problemsAtEveryWidth(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const problems = await page.evaluate(layoutProblems, { touch: TOUCH_WIDTHS.includes(width) });
    found.push(...problems.map((problem) => `${width} px: ${problem}`));
  }
  return found;
}

test('the admin list and the part form hold at every width', async ({ page }) => {
  test.slow();
  await loginInBrowser(page);
  await expect(page.getByText(/^Página 1 de/)).toBeVisible();
  expect(await problemsAtEveryWidth(page), 'the parts list').toEqual([]);

  await page.getByRole('button', { name: '+ Nova Peça' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await problemsAtEveryWidth(page), 'the part form').toEqual([]);
});
