import { beforeEach, describe, expect, it } from 'vitest';
import { authAppPerTest, TEST_ADMIN_PASSWORD } from './testing/auth-app';
import {
  bearerHeader,
  cookieHeader,
  login,
  loginAsAdmin,
  sessionCookie,
  verifySession,
  type Answer,
} from './testing/http';
import { KDF_TEST_TIMEOUT_MS } from './testing/timeouts';

const NEW_PASSWORD = 'a brand new admin passphrase';
const USERNAME_LOCKED = 'Muitas tentativas de login falharam. Tente novamente em 15 minutos.';

const auth = authAppPerTest();

beforeEach(async () => {
  await auth.start();
}, KDF_TEST_TIMEOUT_MS);

function changePassword(
  current: string,
  next: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const form = new FormData();
  form.set('senha_atual', current);
  form.set('nova_senha', next);
  return fetch(`${auth.url}/api/alterar-senha.php`, { method: 'POST', body: form, headers }).then(
    async (response) => ({
      status: response.status,
      body: (await response.json()) as Answer['body'],
      response,
    }),
  );
}

async function adminToken(): Promise<string> {
  const { body } = await loginAsAdmin(auth.url);
  if (body.token === undefined) throw new Error('login failed');
  return body.token;
}

describe('POST /api/alterar-senha.php', { timeout: KDF_TEST_TIMEOUT_MS }, () => {
  it('needs a logged-in session (401)', async () => {
    const answer = await changePassword(TEST_ADMIN_PASSWORD, NEW_PASSWORD);
    expect(answer.status).toBe(401);
    expect((await loginAsAdmin(auth.url)).body.success).toBe(true);
  });

  it('refuses a cross-site request carrying the session cookie (403)', async () => {
    const token = await adminToken();
    const answer = await changePassword(TEST_ADMIN_PASSWORD, NEW_PASSWORD, {
      ...cookieHeader(token),
      Origin: 'https://evil.example',
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      success: false,
      error: 'Requisição de outra origem recusada.',
    });
    expect((await loginAsAdmin(auth.url)).body.success).toBe(true);
  });

  it('refuses a wrong current password, counting it on the session, not the username', async () => {
    const token = await adminToken();
    const wrong = await changePassword('not the password', NEW_PASSWORD, bearerHeader(token));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ success: false, error: 'A senha atual está incorreta.' });

    expect((await changePassword('wrong 2', NEW_PASSWORD, bearerHeader(token))).status).toBe(400);
    const third = await changePassword('still wrong', NEW_PASSWORD, bearerHeader(token));
    expect(third.status).toBe(429);
    expect(third.body.error).toBe(USERNAME_LOCKED);
    // Locked, even the right current password is not checked on this session.
    const right = await changePassword(TEST_ADMIN_PASSWORD, NEW_PASSWORD, bearerHeader(token));
    expect(right.status).toBe(429);
    // The username is not locked: logins (the desktop app's, another browser's) still work,
    // and another session can still change the password.
    expect((await loginAsAdmin(auth.url)).status).toBe(200);
    const other = await adminToken();
    expect(
      (await changePassword(TEST_ADMIN_PASSWORD, NEW_PASSWORD, bearerHeader(other))).status,
    ).toBe(200);
  });

  it('is not refused by a username locked by wrong logins elsewhere', async () => {
    const token = await adminToken();
    for (let i = 1; i <= 3; i += 1) await login(auth.url, 'admin', `wrong ${i}`);
    expect((await loginAsAdmin(auth.url)).status).toBe(429);
    const answer = await changePassword(TEST_ADMIN_PASSWORD, NEW_PASSWORD, bearerHeader(token));
    expect(answer.status).toBe(200);
  });

  it.each([
    ['11 characters', 'eleven char', 'A nova senha deve ter pelo menos 12 caracteres.'],
    ['a common password', 'qwerty123456', 'A nova senha é uma senha comum demais. Escolha outra.'],
    ['one piece repeated', 'adminadminadmin', 'A nova senha repete o mesmo trecho. Escolha outra.'],
    [
      'the brand',
      'Cast All 2026!',
      'A nova senha é formada pelo nome de usuário ou pela marca. Escolha outra.',
    ],
  ])('refuses a new password of %s, and keeps the old one', async (_, next, message) => {
    const token = await adminToken();
    const answer = await changePassword(TEST_ADMIN_PASSWORD, next, bearerHeader(token));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, error: message });
    expect((await login(auth.url, 'admin', next)).body.success).toBe(false);
    expect((await loginAsAdmin(auth.url)).body.success).toBe(true);
  });

  it('refuses missing fields (400)', async () => {
    const token = await adminToken();
    const answer = await changePassword('', NEW_PASSWORD, bearerHeader(token));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('Informe a senha atual e a nova senha.');
  });

  it('changes the password: the old one is refused, the new one accepted, other sessions end', async () => {
    const asking = await adminToken();
    const other = await adminToken();
    const answer = await changePassword(TEST_ADMIN_PASSWORD, NEW_PASSWORD, cookieHeader(asking));
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);

    // The session id is rotated: the old one stops working, the new cookie (and the `token`
    // the desktop app reads) keeps the session logged in.
    const rotated = sessionCookie(answer.response)?.value;
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(asking);
    expect(answer.body.token).toBe(rotated);
    expect((await verifySession(auth.url, cookieHeader(asking))).body.success).toBe(false);
    expect((await verifySession(auth.url, cookieHeader(rotated ?? ''))).body.success).toBe(true);
    expect((await verifySession(auth.url, bearerHeader(other))).body.success).toBe(false);
    expect((await login(auth.url, 'admin', TEST_ADMIN_PASSWORD)).body).toEqual({
      success: false,
      error: 'Credenciais inválidas',
    });
    expect((await login(auth.url, 'admin', NEW_PASSWORD)).body.success).toBe(true);
  });

  it('rotates a bearer session too: the old token stops working', async () => {
    const asking = await adminToken();
    const answer = await changePassword(TEST_ADMIN_PASSWORD, NEW_PASSWORD, bearerHeader(asking));
    expect(answer.status).toBe(200);
    const token = answer.body.token ?? '';
    expect(token).not.toBe(asking);
    expect((await verifySession(auth.url, bearerHeader(asking))).body.success).toBe(false);
    expect((await verifySession(auth.url, bearerHeader(token))).body.success).toBe(true);
  });
});
