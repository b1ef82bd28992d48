import type { Page } from '@playwright/test';
import { expect, failedStatus, test, uniqueCode, AdminPage } from './admin-test';

async function failOnce(page: Page, username: string) {
  await new AdminPage(page).submitLogin(username, 'not the password');
}

test.describe('login lockout (spec §4, §9)', () => {
  test('the third failure locks the form for 15 minutes with an m:ss countdown', async ({
    page,
    allowConsole,
  }) => {
    // The server locks the username at its 3rd failure too (429 with the same sentence).
    allowConsole.push(failedStatus(429));
    // A paused clock: the countdown moves only when the test says so.
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    await page.goto('/admin/login');
    // A username of its own: the server's per-username lockout must not touch other tests.
    const username = uniqueCode('locked');
    await failOnce(page, username);
    await expect(page.getByRole('alert')).toHaveText('Credenciais inválidas');
    await failOnce(page, username);
    await expect(page.getByRole('alert')).toHaveText('Credenciais inválidas');
    await failOnce(page, username);

    const panel = page.getByRole('alert').filter({ hasText: 'Login Bloqueado' });
    await expect(panel).toContainText(
      'Muitas tentativas de login falharam. Tente novamente em 15 minutos.',
    );
    await expect(panel).toContainText('15:00');
    await expect(page.getByLabel('Usuário')).toBeDisabled();
    await expect(page.getByLabel('Senha')).toBeDisabled();
    const record = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('loginAttempts'))) ?? 'null',
    ) as { count: number; lockoutUntil: number; firstAttemptTime: number };
    expect(record.count).toBe(3);
    expect(record.lockoutUntil - record.firstAttemptTime).toBe(900_000);

    // The countdown ticks every second.
    await page.clock.runFor(61_000);
    await expect(panel).toContainText('13:59');

    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(panel).toContainText('Login bloqueado. Tente novamente em 13:59.');

    // A reload keeps the lockout: the record lives in local storage.
    await page.reload();
    await expect(page.getByText('Login Bloqueado')).toBeVisible();
    await expect(page.getByLabel('Usuário')).toBeDisabled();

    // Expiry clears the record and gives the form back.
    await page.clock.runFor(15 * 60_000);
    await expect(page.getByText('Login Bloqueado')).toBeHidden();
    await expect(page.getByLabel('Usuário')).toBeEnabled();
    expect(await page.evaluate(() => localStorage.getItem('loginAttempts'))).toBeNull();
  });

  test('a stored lockout that has already expired is cleared on arrival', async ({ page }) => {
    await page.goto('/admin/login');
    await page.evaluate(() =>
      localStorage.setItem(
        'loginAttempts',
        JSON.stringify({ count: 3, lockoutUntil: Date.now() - 1000, firstAttemptTime: 0 }),
      ),
    );
    await page.reload();
    await expect(page.getByLabel('Usuário')).toBeEnabled();
    await expect(page.getByText('Login Bloqueado')).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('loginAttempts'))).toBeNull();
  });
});
