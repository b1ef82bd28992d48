import { E2E_ADMIN_PASSWORD } from '../fixtures/admin-credentials';
import { allSitemaps } from '../fixtures/site';
import {
  acceptConfirm,
  expect,
  failedStatus,
  loginInBrowser,
  test,
  uniqueCode,
  AdminPage,
} from './admin-test';

test.describe('admin login and session', () => {
  test('an unauthenticated visit to /admin goes to /admin/login', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Login Administrativo' })).toBeVisible();
  });

  test('the shells are noindex,nofollow and say the session is being checked', async ({
    request,
  }) => {
    for (const path of ['/admin', '/admin/login']) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex,nofollow">');
      expect(html).toContain('Verificando autenticação...');
    }
    const { xml } = await allSitemaps(request);
    expect(xml).not.toContain('/admin');
  });

  test('username and password are required', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert')).toHaveText('Informe usuário e senha.');
    // Focus goes to the first field left empty, so the keyboard is where the fix is needed.
    await expect(page.getByLabel('Usuário')).toBeFocused();
    await page.getByLabel('Usuário').fill('admin');
    await page.getByLabel('Usuário').press('Enter');
    await expect(page.getByLabel('Senha')).toBeFocused();
  });

  test('wrong credentials show the server text and count one attempt', async ({
    page,
    allowConsole,
  }) => {
    allowConsole.push(failedStatus(429));
    await page.goto('/admin/login');
    await page.getByLabel('Usuário').fill(uniqueCode('nobody'));
    await page.getByLabel('Senha').fill('wrong password');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert')).toHaveText('Credenciais inválidas');
    // The fields were disabled while the login was sent; focus comes back to the emptied password.
    await expect(page.getByLabel('Senha')).toBeFocused();
    await expect(page.getByLabel('Senha')).toHaveValue('');
    const record = await page.evaluate(() => localStorage.getItem('loginAttempts'));
    expect(JSON.parse(record ?? 'null')).toMatchObject({ count: 1, lockoutUntil: null });
  });

  test('a network failure says so and counts as a failed attempt', async ({
    page,
    allowConsole,
  }) => {
    allowConsole.push(/net::ERR_FAILED/);
    await page.route('**/api/login.php', (route) => route.abort());
    await page.goto('/admin/login');
    await new AdminPage(page).submitLogin('admin', E2E_ADMIN_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(
      'Erro de conexão. Verifique se a API está funcionando.',
    );
    const record = await page.evaluate(() => localStorage.getItem('loginAttempts'));
    expect(JSON.parse(record ?? 'null')).toMatchObject({ count: 1 });
  });

  test('success clears the attempts, opens /admin, and /admin/login then redirects', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await page.evaluate(() =>
      localStorage.setItem(
        'loginAttempts',
        JSON.stringify({ count: 2, lockoutUntil: null, firstAttemptTime: Date.now() }),
      ),
    );
    await loginInBrowser(page);
    expect(await page.evaluate(() => localStorage.getItem('loginAttempts'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBe('true');
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('logout asks first, ends the session and goes to the login', async ({ page }) => {
    await loginInBrowser(page);
    const cancelled = new Promise<void>((resolve) => {
      page.once('dialog', (dialog) => {
        expect(dialog.message()).toBe('Tem certeza que deseja sair?');
        void dialog.dismiss().then(resolve);
      });
    });
    await page.getByRole('button', { name: 'Sair' }).click();
    await cancelled;
    await expect(page).toHaveURL(/\/admin$/);

    const confirmed = acceptConfirm(page, 'Tem certeza que deseja sair?');
    await page.getByRole('button', { name: 'Sair' }).click();
    await confirmed;
    await expect(page).toHaveURL(/\/admin\/login$/);
    const verify = await page.request.get('/api/verify-session.php');
    expect(await verify.json()).toEqual({ success: false });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a failed logout call still goes to the login', async ({ page, allowConsole }) => {
    allowConsole.push(/net::ERR_FAILED/, /Falha ao encerrar a sessão/);
    await loginInBrowser(page);
    await page.route('**/api/logout.php', (route) => route.abort());
    const confirmed = acceptConfirm(page, 'Tem certeza que deseja sair?');
    await page.getByRole('button', { name: 'Sair' }).click();
    await confirmed;
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
