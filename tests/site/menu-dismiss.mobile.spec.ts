import { expect, test } from '../fixtures/test';
import { waitForHydration } from '../fixtures/hydration';

// Issue 17, item 4: the phone menu's button turns into a close button, and the open menu
// closes on Escape or a tap outside, keeping focus inside while open.

test('the open menu button is a close icon named "Fechar menu"', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const close = page.getByRole('button', { name: 'Fechar menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  // The middle bar disappears and the outer two cross.
  const bar = close.locator('.site-header__toggle-bar');
  await expect(bar).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  const before = await bar.evaluate((el) => getComputedStyle(el, '::before').transform);
  expect(before).not.toBe('none');
});

test('Escape closes the menu and gives focus back to its button', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await nav.getByRole('link', { name: 'Produtos' }).focus();
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'Produtos' })).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Abrir menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});

test('a tap on the page behind the menu closes it', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await expect(nav.getByRole('link', { name: 'Produtos' })).toBeVisible();
  // Below the open menu: the dimmed page.
  await page.touchscreen.tap(195, 820);
  await expect(nav.getByRole('link', { name: 'Produtos' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeFocused();
  await expect(page).toHaveURL(/\/about$/);
});

test('Tab stays inside the open menu', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const close = page.getByRole('button', { name: 'Fechar menu' });
  // The last item is the Spanish flag: Tab from it comes back to the close button.
  await page.getByRole('button', { name: 'Español' }).focus();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Español' })).toBeFocused();
});

test('the flags that are not chosen are at full colour', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  for (const name of ['Português', 'English', 'Español']) {
    await expect(page.getByRole('button', { name })).toHaveCSS('opacity', '1');
  }
  await expect(page.getByRole('button', { name: 'Português' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
