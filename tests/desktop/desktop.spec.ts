import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_ADMIN_USERNAME } from '../fixtures/admin-credentials';
import { AdminPage } from '../fixtures/admin-page';
import { failedStatus } from '../fixtures/test';
import { expect, test } from './desktop-test';

// The desktop renderer (electron/dist/renderer, from `npm run build`) in Chromium, served from
// another origin than the real e2e server, so login and the server check go through CORS as in
// the app. Only the preload API is faked (see fake-desktop-bridge.ts). One worker serves the
// renderer on a fixed port, so the file runs serially.
test.describe.configure({ mode: 'serial' });

async function expectNoBlockingViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(blocking.map((violation) => violation.id)).toEqual([]);
}

test.describe('desktop app shell', () => {
  test('first run asks for the server address, checks it and remembers it', async ({
    page,
    desktop,
    baseURL,
  }) => {
    await desktop.open();
    await expect(page.getByRole('heading', { name: 'Servidor da CAST ALL' })).toBeVisible();
    const address = page.getByLabel('Endereço do servidor');
    await expect(address).toHaveValue('http://127.0.0.1:3000');
    await expectNoBlockingViolations(page);

    const save = page.getByRole('button', { name: 'Salvar e continuar' });
    await address.fill('localhost:3000');
    await save.click();
    await expect(page.getByRole('alert')).toHaveText(
      'O endereço deve começar com http:// ou https://.',
    );
    await expect(address).toHaveAttribute('aria-invalid', 'true');

    await address.fill('http://192.168.0.10:3000');
    await save.click();
    await expect(page.getByRole('alert')).toContainText('Use https://');

    await address.fill(`${baseURL}/`);
    await save.click();
    // Saved, the window reloaded (new CSP), and the real server answered across origins.
    await expect(page.getByText('Conectado')).toBeVisible();
    await expect(page.locator('.desktop-bar code')).toHaveText(baseURL ?? '');
    expect(await desktop.stored()).toMatchObject({ serverUrl: baseURL, serverUrlConfirmed: true });
    await expectNoBlockingViolations(page);

    await page.reload();
    await expect(page.getByText('Conectado')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Servidor da CAST ALL' })).toHaveCount(0);
  });

  test('a server that cannot be reached gets a clear message; the address can be changed', async ({
    page,
    desktop,
    allowConsole,
  }) => {
    // Port 9 (discard): nothing listens there. The CSP admits it, so the failure is the network's
    // (Chromium refuses the port itself and logs it).
    const unreachable = 'http://127.0.0.1:9';
    allowConsole.push(/net::ERR_UNSAFE_PORT/);
    await desktop.open(
      { serverUrl: unreachable, serverUrlConfirmed: true },
      { cspServer: unreachable },
    );
    const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível conectar' });
    await expect(alert).toContainText(`Não foi possível conectar ao servidor ${unreachable}.`);
    await expect(alert.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expectNoBlockingViolations(page);

    await page.getByRole('button', { name: 'Alterar servidor' }).click();
    await expect(page.getByLabel('Endereço do servidor')).toHaveValue(unreachable);
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('button', { name: 'Alterar servidor' })).toBeVisible();
  });

  test('shows an offline indicator while the machine has no network', async ({
    page,
    desktop,
    baseURL,
    context,
  }) => {
    await desktop.open({ serverUrl: baseURL, serverUrlConfirmed: true });
    await expect(page.getByText('Conectado')).toBeVisible();
    await context.setOffline(true);
    await expect(
      page.getByRole('status').filter({ hasText: 'Sem conexão com a rede' }),
    ).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('Sem conexão com a rede')).toHaveCount(0);
  });

  test('says so when the token can only be kept in memory', async ({ page, desktop, baseURL }) => {
    await desktop.open({ serverUrl: baseURL, serverUrlConfirmed: true, persistence: 'memory' });
    await expect(page.getByRole('note')).toHaveText(
      'Este sistema não oferece armazenamento criptografado: o login vale só enquanto o aplicativo estiver aberto.',
    );
  });

  test('explains itself when opened without the app (no preload)', async ({ page, desktop }) => {
    await desktop.open({}, { bridge: false });
    await expect(page.getByRole('alert')).toContainText('só funciona dentro dele');
  });
});

test.describe('admin screens in the desktop app', () => {
  test('logs in with a bearer token across origins, edits the catalogue and logs out', async ({
    page,
    desktop,
    baseURL,
  }) => {
    await desktop.open({ serverUrl: baseURL, serverUrlConfirmed: true });
    const admin = new AdminPage(page);
    await admin.submitLogin(E2E_ADMIN_USERNAME, E2E_ADMIN_PASSWORD);
    await expect(admin.heading).toBeVisible();
    const session = await desktop.stored();
    expect(session.token).toMatch(/^[\w-]{43}$/);
    expect(session.authenticated).toBe(true);
    expect(session.loginAttempts).toBeNull();

    // The demo parts' thumbnails come from the server's /upload (CSP img-src, CORP cross-origin).
    const thumbnail = page.getByRole('row').nth(1).locator('img');
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    // A write with the bearer token through CORS: add a part, find it, delete it.
    const codigo = `DESK-${Date.now()}`;
    const dialog = await admin.openNewPart();
    for (const [label, value] of [
      ['Nome (Português)', 'Peça do app'],
      ['Nome (English)', 'Desktop part'],
      ['Nome (Español)', 'Pieza de la app'],
      ['Descrição (Português)', 'Criada no app.'],
      ['Descrição (English)', 'Made in the app.'],
      ['Descrição (Español)', 'Creada en la app.'],
      ['Código', codigo],
    ] as const) {
      await dialog.getByLabel(label).fill(value);
    }
    await dialog.getByLabel('Categoria').selectOption('Mecânica');
    await admin.save(dialog);
    await expect(dialog).toBeHidden();
    await admin.search.fill(codigo);
    const row = admin.row(codigo);
    await expect(row).toContainText('Peça do app');
    page.once('dialog', (confirm) => void confirm.accept());
    await row.getByRole('button', { name: `Excluir ${codigo}` }).click();
    await expect(row).toHaveCount(0);

    page.once('dialog', (confirm) => void confirm.accept());
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page.getByLabel('Usuário')).toBeVisible();
    expect(await desktop.stored()).toMatchObject({ token: null, authenticated: false });
  });

  test('a token the server no longer knows is cleared at start', async ({
    page,
    desktop,
    baseURL,
    allowConsole,
  }) => {
    // Spec §8: a failed session check is logged to the console.
    allowConsole.push(/^Falha ao verificar a sessão/);
    await desktop.open({
      serverUrl: baseURL,
      serverUrlConfirmed: true,
      authenticated: true,
      token: 'x'.repeat(43),
    });
    await expect(page.getByLabel('Usuário')).toBeVisible();
    await expect.poll(async () => (await desktop.stored()).token).toBeNull();
  });

  test('login lockout is stored by the app and survives a reload', async ({
    page,
    desktop,
    baseURL,
    allowConsole,
  }) => {
    allowConsole.push(failedStatus(429));
    await desktop.open({ serverUrl: baseURL, serverUrlConfirmed: true });
    // Not 'admin': the server locks the user name too, and other specs log in as admin.
    const attempt = (password: string) =>
      new AdminPage(page).submitLogin('desktop-lockout', password);
    for (const password of ['wrong 1', 'wrong 2']) {
      await attempt(password);
      await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeEnabled();
    }
    await attempt('wrong 3');
    await expect(page.getByText('Login Bloqueado')).toBeVisible();
    const record = (await desktop.stored()).loginAttempts;
    expect(record?.count).toBe(3);
    expect(record?.lockoutUntil).toBeGreaterThan(Date.now());

    await page.reload();
    await expect(page.getByText('Login Bloqueado')).toBeVisible();
  });
});
