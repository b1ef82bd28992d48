import { describe, expect, it } from 'vitest';
import { recordingLogger } from '../testing/site-fixture';
import { login, loginAsAdmin } from './testing/http';
import { authAppPerTest, TEST_ADMIN_PASSWORD, testClock } from './testing/auth-app';
import { KDF_TEST_TIMEOUT_MS } from './testing/timeouts';

const MINUTE = 60 * 1000;
const USERNAME_LOCKED = {
  success: false,
  error: 'Muitas tentativas de login falharam. Tente novamente em 15 minutos.',
};
const ADDRESS_LOCKED = {
  success: false,
  error: 'Muitas tentativas de login deste endereço. Tente novamente mais tarde.',
};
const INVALID = { success: false, error: 'Credenciais inválidas' };

const auth = authAppPerTest();
let clock: ReturnType<typeof testClock>;

async function start(trustProxy = false) {
  clock = testClock();
  await auth.start({ now: clock.now, trustProxy });
  return auth.url;
}

describe('login lockout', { timeout: KDF_TEST_TIMEOUT_MS }, () => {
  it('locks the username for 15 minutes on the third failure, answering 429', async () => {
    const url = await start();
    expect((await login(url, 'admin', 'wrong 1')).body).toEqual(INVALID);
    expect((await login(url, 'ADMIN', 'wrong 2')).body).toEqual(INVALID);
    const third = await login(url, 'Admin', 'wrong 3');

    expect(third.status).toBe(429);
    expect(third.body).toEqual(USERNAME_LOCKED);
    expect(third.response.headers.get('retry-after')).toBe('900');
    expect(third.response.headers.get('cache-control')).toBe('no-store');

    clock.advance(10 * MINUTE + 500);
    const correct = await loginAsAdmin(url);
    expect(correct.status).toBe(429);
    expect(correct.body).toEqual(USERNAME_LOCKED);
    expect(correct.response.headers.get('retry-after')).toBe('300'); // 299.5 s, rounded up

    clock.advance(5 * MINUTE);
    const after = await loginAsAdmin(url);
    expect(after.status).toBe(200);
    expect(after.body.success).toBe(true);
  });

  it('locks unknown usernames the same way', async () => {
    const url = await start();
    await login(url, 'ghost', 'a');
    await login(url, 'ghost', 'b');
    expect((await login(url, 'ghost', 'c')).body).toEqual(USERNAME_LOCKED);
  });

  it('does not even look the account up (nor run the KDF) while locked', async () => {
    clock = testClock();
    let lookups = 0;
    const accounts = {
      ...auth.store.accounts,
      get: (username: string) => {
        lookups += 1;
        return auth.store.accounts.get(username);
      },
    };
    await auth.start({ store: { ...auth.store, accounts }, now: clock.now });
    for (let i = 0; i < 3; i += 1) await login(auth.url, 'admin', `wrong ${i}`);
    expect(lookups).toBe(3);
    await Promise.all(Array.from({ length: 5 }, () => loginAsAdmin(auth.url)));
    expect(lookups).toBe(3);
  });

  it('forgets a failure after 15 minutes, and a success clears the count', async () => {
    const url = await start();
    await login(url, 'admin', 'wrong 1');
    clock.advance(15 * MINUTE + 1);
    await login(url, 'admin', 'wrong 2');
    expect((await login(url, 'admin', 'wrong 3')).body).toEqual(INVALID);

    expect((await loginAsAdmin(url)).body.success).toBe(true);
    expect((await login(url, 'admin', 'wrong 4')).body).toEqual(INVALID);
    expect((await login(url, 'admin', 'wrong 5')).body).toEqual(INVALID);
    expect((await login(url, 'admin', 'wrong 6')).status).toBe(429);
  });

  it('locks an address after 20 failures over any usernames, and logs it', async () => {
    const logger = recordingLogger();
    const infos: string[] = [];
    logger.info = (message) => void infos.push(message);
    clock = testClock();
    await auth.start({ now: clock.now, trustProxy: true, logger });
    const url = auth.url;
    const from = (address: string) => ({ 'X-Forwarded-For': address });

    const answers = await Promise.all(
      Array.from({ length: 19 }, (_, i) => login(url, `user${i}`, 'guess', from('203.0.113.7'))),
    );
    expect(answers.every((answer) => answer.body.error === INVALID.error)).toBe(true);
    const twentieth = await login(url, 'user19', 'guess', from('203.0.113.7'));
    expect(twentieth.status).toBe(429);
    expect(twentieth.body).toEqual(ADDRESS_LOCKED);
    expect(twentieth.response.headers.get('retry-after')).toBe('900');
    expect(infos.join('\n')).toContain('203.0.113.7');
    expect(infos.join('\n')).not.toContain('user19');

    const sprayer = await login(url, 'admin', TEST_ADMIN_PASSWORD, from('203.0.113.7'));
    expect(sprayer.status).toBe(429);
    expect(sprayer.body).toEqual(ADDRESS_LOCKED);
    const elsewhere = await login(url, 'admin', TEST_ADMIN_PASSWORD, from('198.51.100.2'));
    expect(elsewhere.body.success).toBe(true);

    clock.advance(15 * MINUTE);
    const later = await login(url, 'admin', TEST_ADMIN_PASSWORD, from('203.0.113.7'));
    expect(later.body.success).toBe(true);
  });
});
