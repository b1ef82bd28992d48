import { expect, test } from '../fixtures/test';
import { waitForHydration } from '../fixtures/hydration';
import { LANGS, localized } from '../fixtures/site';
import { TEXTS } from './texts';

const MODELS = ['250', '350', '450', '550', '800', '1000'].map((t) => `CAST ALL ${t}T`);

for (const lang of LANGS) {
  test(`comparison table on ${localized('/products', lang)}`, async ({ page }) => {
    await page.goto(localized('/products#compare', lang));
    await waitForHydration(page);
    const table = page.getByRole('table', { name: TEXTS[lang].compareCaption });
    await expect(table).toBeVisible();
    const headers = table.locator('thead th');
    await expect(headers).toHaveCount(7);
    await expect(headers.nth(0)).toHaveAttribute('scope', 'col');
    for (const [index, model] of MODELS.entries()) {
      await expect(headers.nth(index + 1)).toHaveText(model);
    }
    const rowHeaders = table.locator('tbody th');
    await expect(rowHeaders.first()).toHaveAttribute('scope', 'row');
    // Force, stroke, platen size, tie-bar clearance, shot, servomotor, weight (spec §3).
    await expect(table.locator('tbody tr')).toHaveCount(7);
    await expect(table.locator('tbody tr').first().locator('td')).toHaveCount(6);
  });
}

test('the table lines the figures up by model', async ({ page }) => {
  await page.goto('/en/products');
  await waitForHydration(page);
  const table = page.getByRole('table', { name: TEXTS.en.compareCaption });
  const force = table.getByRole('row', { name: /Clamping force/ });
  await expect(force.getByRole('cell')).toHaveText([
    '250 t / 2,451 kN',
    '350 t / 3,432 kN',
    '450 t / 4,412 kN',
    '550 t / 5,393 kN',
    '800 t / 7,360 kN',
    '1,000 t / 9,864 kN',
  ]);
  const shot = table.getByRole('row', { name: /Injection capacity/ });
  await expect(shot.getByRole('cell').last()).toHaveText('23 kg Al');
  // No published weight for the middle models: said once, not invented.
  const weight = table.getByRole('row', { name: /Machine weight/ });
  await expect(weight.getByRole('cell')).toHaveText([
    'approx. 7,000 kg',
    'On request',
    'approx. 37,000 kg',
  ]);
  await expect(weight.getByRole('cell').nth(1)).toHaveAttribute('colspan', '4');
  await table.getByRole('link', { name: 'CAST ALL 550T' }).click();
  await expect(page).toHaveURL(/\/en\/products\/cast-all-550$/);
});
