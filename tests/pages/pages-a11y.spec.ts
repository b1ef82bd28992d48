import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { LANGS, localized } from '../fixtures/site';

/** The shared a11y spec covers PAGES; these are the states and pages it does not reach. */
async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
}

for (const lang of LANGS) {
  test(`no serious or critical accessibility violations on the ${lang} thank-you page`, async ({
    page,
  }) => {
    await page.goto(localized('/contact/thanks', lang));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
}

test('the gallery stays accessible after switching item and moving the divider', async ({
  page,
}) => {
  await page.goto('/gallery');
  await page.getByRole('button', { name: 'Injetora de plástico' }).click();
  await page.getByRole('slider').focus();
  await page.keyboard.press('End');
  expect(await blockingViolations(page)).toEqual([]);
});

test('the contact form stays accessible after a refused submission', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  expect(await blockingViolations(page)).toEqual([]);
});
