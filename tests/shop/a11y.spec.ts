import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { acceptConsoleErrors } from './console';
import { LANGS, localized } from '../fixtures/site';
import { EN, ES, PT, openShop } from './shop-page';

const TEXTS = { pt: PT, en: EN, es: ES } as const;

async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
}

// axe over 50 cards takes several seconds on a busy machine.
test.slow();

for (const lang of LANGS) {
  test(`no serious or critical accessibility violations in the loaded shop (${lang})`, async ({
    page,
  }) => {
    const shop = await openShop(page, localized('/shop', lang), TEXTS[lang]);
    await expect(shop.cards).toHaveCount(50);
    await expect(shop.pagination).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
}

test('no serious or critical accessibility violations in the empty and error states', async ({
  page,
  consoleProblems,
}) => {
  await page.goto('/shop?q=nada-que-exista');
  await expect(page.getByText('Nenhum produto encontrado')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  // The first page comes with the HTML; the next one, asked from the API, fails.
  await page.route('**/api/produtos-buscar.php?**', (route) => route.fulfill({ status: 500 }));
  const shop = await openShop(page, '/shop');
  await shop.category.selectOption({ label: 'Mecânica' });
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  acceptConsoleErrors(consoleProblems, /status of 500/);
});
