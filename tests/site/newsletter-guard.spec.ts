import { expect, test } from '../fixtures/test';
import { acceptConsoleErrors } from '../shop/console';

// Issue 11: the footer newsletter has a hidden trap field for bots and tells the visitor, in
// their language, when the server refused a run of sign-ups (429).

test('the newsletter trap field stays out of sight, of the tab order and of the form posted', async ({
  page,
}) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  // Hidden from assistive technology: the e-mail box is the footer's only text box.
  await expect(footer.getByRole('textbox')).toHaveCount(1);
  const trap = footer.locator('input[name="website"]');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(trap).toHaveAttribute('autocomplete', 'off');
  // Clipped to a 1 px box by its visually hidden wrapper, so no one sees it.
  const wrapper = trap.locator('xpath=..');
  await expect(wrapper).toHaveAttribute('aria-hidden', 'true');
  await expect(wrapper).toHaveCSS('overflow', 'hidden');
  expect((await wrapper.boundingBox())?.width).toBeLessThanOrEqual(1);

  const email = footer.getByRole('textbox', { name: 'Seu e-mail' });
  await email.focus();
  await page.keyboard.press('Tab');
  await expect(footer.getByRole('button', { name: 'Inscrever' })).toBeFocused();

  let posted = '';
  await page.route('**/api/newsletter.php', async (route) => {
    posted = route.request().postData() ?? '';
    await route.fulfill({ json: { success: true } });
  });
  await email.fill('compras@example.com');
  await footer.getByRole('button', { name: 'Inscrever' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Inscrição recebida' })).toBeVisible();
  expect(new URLSearchParams(posted).get('website')).toBe('');
});

for (const [path, label, submit, message] of [
  ['/about', 'Seu e-mail', 'Inscrever', 'Muitas inscrições seguidas'],
  ['/en/about', 'Your e-mail', 'Subscribe', 'Too many sign-ups in a row'],
  ['/es/about', 'Su correo electrónico', 'Suscribirse', 'Demasiadas suscripciones seguidas'],
] as const) {
  test(`a 429 on ${path} says there were too many sign-ups`, async ({ page, consoleProblems }) => {
    await page.route('**/api/newsletter.php', (route) =>
      route.fulfill({
        status: 429,
        json: {
          success: false,
          error: 'Muitas inscrições seguidas. Tente novamente em um minuto.',
        },
      }),
    );
    await page.goto(path);
    await page.getByRole('textbox', { name: label }).fill('compras@example.com');
    await page.getByRole('button', { name: submit }).click();
    await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
    // Chromium logs the refused request itself; that is the answer under test.
    acceptConsoleErrors(consoleProblems, /status of 429/);
  });
}
