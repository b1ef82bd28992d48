import { expect, test } from '../fixtures/test';

test('on a phone the links sit behind a toggle menu that closes on navigation', async ({
  page,
}) => {
  await page.goto('/about');
  const toggle = page.getByRole('button', { name: 'Abrir menu' });
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await expect(nav.getByRole('link', { name: 'Produtos' })).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(nav.getByRole('link', { name: 'E-SHOP' })).toBeVisible();
  await nav.getByRole('link', { name: 'Início' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(nav.getByRole('link', { name: 'Produtos' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('the language flags work from the phone menu', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/$/);
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
});

test('the chat button is reachable on a phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /^Fale conosco pelo WhatsApp/ })).toBeInViewport();
});
