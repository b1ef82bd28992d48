import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE, DEVICE_HEADER } from './login-device';
import { addressKey, LoginLimiter } from './login-limiter';
import { login, loginAsAdmin, responseCookie } from './testing/http';
import { authAppPerTest, startAuthApp, TEST_ADMIN_PASSWORD, testClock } from './testing/auth-app';
import { KDF_TEST_TIMEOUT_MS } from './testing/timeouts';

const LOCKED = {
  success: false,
  error: 'Muitas tentativas de login falharam. Tente novamente em 15 minutos.',
};
const ADDRESS_LOCKED = {
  success: false,
  error: 'Muitas tentativas de login deste endereço. Tente novamente mais tarde.',
};
const INVALID = { success: false, error: 'Credenciais inválidas' };

const auth = authAppPerTest();

const asDevice = (token: string) => ({ Cookie: `${DEVICE_COOKIE}=${token}` });

/** The administrator's known browser: one successful login, and the device cookie it got. */
async function knownBrowser(url: string): Promise<string> {
  const answer = await loginAsAdmin(url);
  expect(answer.status).toBe(200);
  const token = responseCookie(answer.response, DEVICE_COOKIE)?.value;
  if (token === undefined) throw new Error(`no ${DEVICE_COOKIE} cookie on a successful login`);
  return token;
}

describe('login lockout with device tokens (issue 38)', { timeout: KDF_TEST_TIMEOUT_MS }, () => {
  it('gives a signed device cookie, HttpOnly and SameSite=Strict, on a successful login', async () => {
    await auth.start({ now: testClock().now });
    const answer = await loginAsAdmin(auth.url);
    const cookie = responseCookie(answer.response, DEVICE_COOKIE);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(cookie?.attributes.has('httponly')).toBe(true);
    expect(cookie?.attributes.get('samesite')?.toLowerCase()).toBe('strict');
    expect(answer.response.headers.get(DEVICE_HEADER)).toBe(cookie?.value);
    expect(responseCookie((await login(auth.url, 'admin', 'wrong')).response, DEVICE_COOKIE)).toBe(
      undefined,
    );
  });

  it('lets the known browser in while the username is locked by others, across a restart', async () => {
    const clock = testClock();
    await auth.start({ now: clock.now });
    const token = await knownBrowser(auth.url);
    await login(auth.url, 'admin', 'wrong 1');
    await login(auth.url, 'admin', 'wrong 2');
    expect((await login(auth.url, 'admin', 'wrong 3')).body).toEqual(LOCKED);
    expect((await loginAsAdmin(auth.url)).status).toBe(429);
    const known = await loginAsAdmin(auth.url, asDevice(token));
    expect(known.status).toBe(200);
    expect(known.body.success).toBe(true);
    // The secret is in the store: a second server (or a restart) accepts the same token.
    const second = await startAuthApp({ store: auth.store, now: clock.now });
    try {
      expect((await loginAsAdmin(second.url, asDevice(token))).status).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('counts invented or tampered tokens as none: on the username', async () => {
    await auth.start({ now: testClock().now });
    const token = await knownBrowser(auth.url);
    const invented = `${'A'.repeat(22)}.${'B'.repeat(43)}`;
    const tampered = `${token.slice(0, 21)}${token[21] === 'A' ? 'B' : 'A'}${token.slice(22)}`;
    expect((await login(auth.url, 'admin', 'wrong 1', asDevice(invented))).body).toEqual(INVALID);
    expect((await login(auth.url, 'admin', 'wrong 2', asDevice(tampered))).body).toEqual(INVALID);
    expect((await login(auth.url, 'admin', 'wrong 3', asDevice('x'))).body).toEqual(LOCKED);
    expect((await loginAsAdmin(auth.url, asDevice(invented))).status).toBe(429);
    // The genuine token still gets in.
    expect((await loginAsAdmin(auth.url, asDevice(token))).status).toBe(200);
  });

  it('refuses a burst sent at once past the third, and the known browser still logs in', async () => {
    await auth.start({ now: testClock().now });
    const token = await knownBrowser(auth.url);
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        login(auth.url, 'admin', `wrong ${i}`, asDevice(`${'C'.repeat(22)}.${i}`)),
      ),
    );
    expect(burst.filter((a) => a.status === 200)).toHaveLength(2);
    expect(burst.filter((a) => a.status === 429)).toHaveLength(10);
    expect((await loginAsAdmin(auth.url, asDevice(token))).status).toBe(200);
  });

  it('locks a device token that fails three times, and only that device', async () => {
    await auth.start({ now: testClock().now });
    const token = await knownBrowser(auth.url);
    const other = await knownBrowser(auth.url);
    await login(auth.url, 'admin', 'wrong 1', asDevice(token));
    await login(auth.url, 'admin', 'wrong 2', asDevice(token));
    expect((await login(auth.url, 'admin', 'wrong 3', asDevice(token))).body).toEqual(LOCKED);
    expect((await loginAsAdmin(auth.url, asDevice(token))).status).toBe(429);
    expect((await loginAsAdmin(auth.url, asDevice(other))).status).toBe(200);
    expect((await loginAsAdmin(auth.url)).status).toBe(200);
  });

  it('lets the known browser in after 20 usernames failed from its address', async () => {
    await auth.start({ now: testClock().now });
    const token = await knownBrowser(auth.url);
    for (let i = 1; i < 20; i += 1) {
      expect((await login(auth.url, `user${i}`, 'wrong')).body).toEqual(INVALID);
    }
    expect((await login(auth.url, 'user20', 'wrong')).body).toEqual(ADDRESS_LOCKED);
    expect((await loginAsAdmin(auth.url)).body).toEqual(ADDRESS_LOCKED);
    expect((await loginAsAdmin(auth.url, asDevice(token))).status).toBe(200);
  });

  it("keeps the desktop app's device token, sent back as a form field", async () => {
    await auth.start({ now: testClock().now });
    const first = await loginAsAdmin(auth.url);
    const token = first.response.headers.get(DEVICE_HEADER) ?? '';
    await login(auth.url, 'admin', 'wrong 1');
    await login(auth.url, 'admin', 'wrong 2');
    await login(auth.url, 'admin', 'wrong 3');
    const form = new FormData();
    form.set('username', 'admin');
    form.set('password', TEST_ADMIN_PASSWORD);
    form.set('device', token);
    const desktop = await fetch(`${auth.url}/api/login.php`, { method: 'POST', body: form });
    expect(desktop.status).toBe(200);
    // The known device keeps its token.
    expect(desktop.headers.get(DEVICE_HEADER)).toBe(token);
  });
});

describe('the address limit groups IPv6 by /64', () => {
  it('maps addresses onto their /64, IPv4 and IPv4-mapped as themselves', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe(addressKey('2001:0db8:0001:0002:ffff:1:2:3'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
  });

  it('refuses the 21st attempt from anywhere in the /64', async () => {
    const limiter = new LoginLimiter({ now: Date.now });
    for (let i = 0; i < 20; i += 1) {
      const turn = await limiter.begin(`user${i}`, `2001:db8:0:7::${(i + 1).toString(16)}`);
      if (!('attempt' in turn)) throw new Error(`attempt ${i} refused`);
      await turn.attempt.failed();
    }
    const same = await limiter.begin('admin', '2001:db8:0:7:abcd::99');
    expect(same).toEqual({ refusal: { scope: 'address', retryAfterMs: expect.any(Number) } });
    const elsewhere = await limiter.begin('admin', '2001:db8:0:8::1');
    expect('attempt' in elsewhere).toBe(true);
  });
});

describe('the device secret', () => {
  it('is made once, kept in the store with a date MongoDB can hold, and reused', async () => {
    const { memorySessionStore } = await import('./testing/memory-stores');
    const { DeviceTokens, DEVICE_SECRET_RECORD } = await import('./login-device');
    const sessions = memorySessionStore();
    const token = await new DeviceTokens(sessions).issue('admin');
    const record = await sessions.get(DEVICE_SECRET_RECORD);
    expect(Number.isNaN(new Date(record?.expiresAt ?? Number.NaN).getTime())).toBe(false);
    // Another server on the same store accepts it, for this username only.
    expect(await new DeviceTokens(sessions).verify('admin', token)).toBe(token.slice(0, 22));
    expect(await new DeviceTokens(sessions).verify('ADMIN', token)).toBe(token.slice(0, 22));
    expect(await new DeviceTokens(sessions).verify('other', token)).toBeUndefined();
    expect(await new DeviceTokens(memorySessionStore()).verify('admin', token)).toBeUndefined();
  });
});
