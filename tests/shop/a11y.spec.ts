import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { LANGS, localized } from '../fixtures/site';

async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
}

for (const lang of LANGS) {
  test(`no serious or critical accessibility violations in the loaded shop (${lang})`, async ({
    page,
  }) => {
    await page.goto(localized('/shop', lang));
    await expect(
      page.getByRole('navigation').filter({ has: page.getByRole('link', { name: /^\D*2$/ }) }),
    ).toBeVisible();
    await expect(page.locator('.part-card')).toHaveCount(50);
    expect(await blockingViolations(page)).toEqual([]);
  });
}

test('no serious or critical accessibility violations in the empty and error states', async ({
  page,
}) => {
  await page.goto('/shop?q=nada-que-exista');
  await expect(page.getByText('Nenhum produto encontrado')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});
