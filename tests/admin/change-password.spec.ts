import { createServer } from 'node:net';
import { startServer } from '../../scripts/bench/start-server.mjs';
import { expect, failedStatus, test, AdminPage } from './admin-test';

// Changing the password ends every other session of the administrator, so this spec runs its
// own server (own data folder, own password) instead of the one the other specs share.
const FIRST_PASSWORD = 'change-password spec first 2026';
const NEW_PASSWORD = 'change-password spec second 2026';

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

let server: { url: string; stop: () => void };

test.beforeAll(async () => {
  server = await startServer(await freePort(), {
    ADMIN_PASSWORD: FIRST_PASSWORD,
    SEED_SAMPLE_DATA: 'false',
  });
  // startServer gives up polling after about 10 s; a busy CI machine may need longer.
  await expect
    .poll(
      () =>
        fetch(server.url).then(
          (response) => response.ok,
          () => false,
        ),
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
});
test.afterAll(() => {
  server.stop();
});

test('Alterar senha: the current password, a new one and its confirmation', async ({
  page,
  allowConsole,
}) => {
  allowConsole.push(failedStatus(400));
  const admin = new AdminPage(page);
  await page.goto(`${server.url}/admin/login`);
  await admin.submitLogin('admin', FIRST_PASSWORD);
  await expect(admin.heading).toBeVisible();

  await page.getByRole('button', { name: 'Alterar senha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alterar senha' });
  const current = dialog.getByLabel('Senha atual');
  const next = dialog.getByLabel('Nova senha', { exact: true });
  const confirm = dialog.getByLabel('Confirme a nova senha');
  const save = dialog.getByRole('button', { name: 'Salvar' });
  await expect(next).toHaveAccessibleDescription('Pelo menos 12 caracteres. Evite senhas comuns.');

  await current.fill(FIRST_PASSWORD);
  await next.fill(NEW_PASSWORD);
  await confirm.fill(`${NEW_PASSWORD}!`);
  await save.click();
  await expect(dialog.getByRole('alert')).toHaveText('A confirmação não corresponde à nova senha.');

  await next.fill('muito curta');
  await confirm.fill('muito curta');
  await save.click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'A nova senha deve ter pelo menos 12 caracteres.',
  );

  await current.fill('not the current password');
  await next.fill(NEW_PASSWORD);
  await confirm.fill(NEW_PASSWORD);
  await save.click();
  await expect(dialog.getByRole('alert')).toHaveText('A senha atual está incorreta.');

  await current.fill(FIRST_PASSWORD);
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(admin.status('Senha alterada com sucesso.')).toHaveText(
    'Senha alterada com sucesso. As outras sessões foram encerradas.',
  );

  // The session that changed it stays; the old password no longer opens a new one.
  page.once('dialog', (confirmLogout) => void confirmLogout.accept());
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await admin.submitLogin('admin', FIRST_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Credenciais inválidas');
  await admin.submitLogin('admin', NEW_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
});
