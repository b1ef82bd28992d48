// Issue 11, case 1 (WSTG-ATHN-03): 30 login attempts sent at once used to get 30 password
// checks, and the right password among them logged in although the limit had been reached.
import { describe, expect, it } from 'vitest';
import { login, type Answer } from './testing/http';
import { authAppPerTest, TEST_ADMIN_PASSWORD } from './testing/auth-app';
import { KDF_TEST_TIMEOUT_MS } from './testing/timeouts';

const INVALID = 'Credenciais inválidas';
const USERNAME_LOCKED = 'Muitas tentativas de login falharam. Tente novamente em 15 minutos.';
const ADDRESS_LOCKED = 'Muitas tentativas de login deste endereço. Tente novamente mais tarde.';
const ATTEMPTS = 30;

const auth = authAppPerTest();

/** Every answer's error sentence (or 'success'), counted. */
function tally(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { body } of answers) {
    const key = body.success === true ? 'success' : (body.error ?? 'none');
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** 30 attempts fired together; the right password goes at `rightAt`, wrong ones elsewhere. */
function burst(url: string, rightAt: number, usernameOf: (i: number) => string, headers = {}) {
  return Promise.all(
    Array.from({ length: ATTEMPTS }, (_, i) =>
      login(url, usernameOf(i), i === rightAt ? TEST_ADMIN_PASSWORD : `wrong ${i}`, headers),
    ),
  );
}

describe('login lockout under concurrent attempts', { timeout: KDF_TEST_TIMEOUT_MS }, () => {
  it.each([
    ['last', ATTEMPTS - 1],
    ['in the middle', 14],
  ])(
    '30 parallel attempts on one username, the right password %s: only 3 are checked, none logs in',
    async (_, rightAt) => {
      await auth.start();
      const answers = await burst(auth.url, rightAt, () => 'admin');

      // Checked one at a time: two refusals, the third failure locks, the rest are not checked.
      expect(tally(answers)).toEqual({ [INVALID]: 2, [USERNAME_LOCKED]: ATTEMPTS - 2 });
      expect(answers[rightAt]?.status).toBe(429);
      // The lock holds afterwards: nothing cleared it.
      const after = await login(auth.url, 'admin', TEST_ADMIN_PASSWORD);
      expect(after.status).toBe(429);
      expect(after.body.error).toBe(USERNAME_LOCKED);
    },
  );

  it('30 parallel attempts over 30 usernames from one address: at most 20 are checked, none logs in', async () => {
    await auth.start({ trustProxy: true });
    const from = { 'X-Forwarded-For': '203.0.113.9' };
    const answers = await burst(
      auth.url,
      ATTEMPTS - 1,
      (i) => (i === ATTEMPTS - 1 ? 'admin' : `user${i}`),
      from,
    );

    const counts = tally(answers);
    expect(counts.success).toBeUndefined();
    // 19 refusals, then the 20th failure locks the address; no attempt beyond 20 is checked.
    expect(counts[INVALID]).toBe(19);
    expect(counts[ADDRESS_LOCKED]).toBe(ATTEMPTS - 19);
    const after = await login(auth.url, 'admin', TEST_ADMIN_PASSWORD, from);
    expect(after.body.error).toBe(ADDRESS_LOCKED);
  });
});
