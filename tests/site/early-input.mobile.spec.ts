import { expect, test } from '../fixtures/test';
import { openBeforeScripts } from '../fixtures/before-scripts';

// The CPU runs 4× slower in these tests: they get the slow-test budget.
test.beforeEach(() => test.slow());

test('the phone menu pressed at first paint opens once the page is ready', async ({ page }) => {
  const { release } = await openBeforeScripts(page, '/');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await release();
  await expect(page.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await expect(nav.getByRole('link', { name: 'E-SHOP' })).toBeVisible();
});
