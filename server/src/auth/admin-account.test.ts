import { describe, expect, it, vi } from 'vitest';
import { recordingLogger } from '../testing/site-fixture';
import { ensureAdminAccount } from './admin-account';
import { hashPassword, verifyPassword } from './password';
import { openTestStore } from './testing/auth-app';
import { setAdminPassword } from './set-admin-password';
import { memoryAccountStore, memorySessionStore } from './testing/memory-stores';
import { KDF_TEST_TIMEOUT_MS } from './testing/timeouts';

const config = (adminPassword?: string, adminUsername = 'admin') => ({
  adminUsername,
  adminPassword,
});

describe('ensureAdminAccount', { timeout: KDF_TEST_TIMEOUT_MS }, () => {
  it('stores the hash of ADMIN_PASSWORD, and rehashes only when it changed', async () => {
    const accounts = memoryAccountStore();
    const print = vi.fn();
    const options = { accounts, sessions: memorySessionStore(), logger: recordingLogger(), print };

    expect(await ensureAdminAccount({ ...options, config: config('first pass') })).toBe('set');
    const first = await accounts.get('admin');
    expect(first?.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('first pass', first?.passwordHash ?? '')).toBe(true);

    await ensureAdminAccount({ ...options, config: config('first pass') });
    expect(accounts.puts).toBe(1);
    expect((await accounts.get('admin'))?.passwordHash).toBe(first?.passwordHash);

    await ensureAdminAccount({ ...options, config: config('second pass') });
    expect(accounts.puts).toBe(2);
    const second = await accounts.get('admin');
    expect(await verifyPassword('second pass', second?.passwordHash ?? '')).toBe(true);
    expect(await verifyPassword('first pass', second?.passwordHash ?? '')).toBe(false);
    expect(print).not.toHaveBeenCalled();
  });

  it('keeps an existing account when ADMIN_PASSWORD is not set', async () => {
    const accounts = memoryAccountStore();
    const options = {
      accounts,
      sessions: memorySessionStore(),
      logger: recordingLogger(),
      print: vi.fn(),
    };
    await ensureAdminAccount({ ...options, config: config('chosen earlier') });

    expect(await ensureAdminAccount({ ...options, config: config(undefined) })).toBe('kept');
    expect(accounts.puts).toBe(1);
    const account = await accounts.get('admin');
    expect(await verifyPassword('chosen earlier', account?.passwordHash ?? '')).toBe(true);
    expect(options.print).not.toHaveBeenCalled();
  });

  it('generates a strong password once, prints it once, and not on the next start', async () => {
    const { store, close } = await openTestStore();
    try {
      const print = vi.fn<(text: string) => void>();
      const options = {
        accounts: store.accounts,
        sessions: store.sessions,
        logger: recordingLogger(),
        print,
      };
      const outcome = await ensureAdminAccount({ ...options, config: config(undefined, 'chefe') });

      expect(outcome).toBe('generated');
      expect(print).toHaveBeenCalledTimes(1);
      const text = print.mock.calls[0]?.[0] ?? '';
      const password = /Password: (\S+)/.exec(text)?.[1] ?? '';
      expect(password).toMatch(/^[\w-]{24}$/); // 18 random bytes in base64url
      expect(text).toContain('Username: chefe');
      expect(text).toContain('shown only once; set ADMIN_PASSWORD to choose your own');
      expect(text.split('\n').length).toBeGreaterThan(3);
      const account = await store.accounts.get('chefe');
      expect(account?.passwordHash).not.toContain(password);
      expect(await verifyPassword(password, account?.passwordHash ?? '')).toBe(true);

      const again = await ensureAdminAccount({ ...options, config: config(undefined, 'chefe') });
      expect(again).toBe('kept');
      expect(print).toHaveBeenCalledTimes(1);
      expect((await store.accounts.get('chefe'))?.passwordHash).toBe(account?.passwordHash);
    } finally {
      await close();
    }
  });

  it('never generates the same password twice', async () => {
    const passwords = new Set<string>();
    for (let i = 0; i < 2; i += 1) {
      let printed = '';
      await ensureAdminAccount({
        config: config(undefined),
        accounts: memoryAccountStore(),
        sessions: memorySessionStore(),
        logger: recordingLogger(),
        print: (text) => {
          printed = text;
        },
      });
      passwords.add(/Password: (\S+)/.exec(printed)?.[1] ?? '');
    }
    expect(passwords.size).toBe(2);
  });

  it('keeps a password changed since, while ADMIN_PASSWORD keeps the value it had', async () => {
    const accounts = memoryAccountStore();
    const sessions = memorySessionStore();
    const options = { accounts, sessions, logger: recordingLogger(), print: vi.fn() };
    await ensureAdminAccount({ ...options, config: config('from the environment') });
    await setAdminPassword({
      accounts,
      sessions,
      username: 'admin',
      password: 'changed in the admin',
    });

    expect(await ensureAdminAccount({ ...options, config: config('from the environment') })).toBe(
      'kept',
    );
    const kept = await accounts.get('admin');
    expect(await verifyPassword('changed in the admin', kept?.passwordHash ?? '')).toBe(true);

    // A new value is the operator taking the password back: it replaces the changed one.
    expect(await ensureAdminAccount({ ...options, config: config('a new value for it') })).toBe(
      'set',
    );
    const replaced = await accounts.get('admin');
    expect(await verifyPassword('a new value for it', replaced?.passwordHash ?? '')).toBe(true);
  });

  it('records the value applied on an account stored before the rule, without rehashing', async () => {
    const accounts = memoryAccountStore();
    const sessions = memorySessionStore();
    const legacy = await hashPassword('set before the rule');
    await accounts.put({ username: 'admin', passwordHash: legacy, updatedAt: 'x' });
    const options = { accounts, sessions, logger: recordingLogger(), print: vi.fn() };

    await ensureAdminAccount({ ...options, config: config('set before the rule') });
    expect(await accounts.get('admin')).toEqual({
      username: 'admin',
      passwordHash: legacy,
      updatedAt: 'x',
      environmentPasswordHash: legacy,
    });
    await setAdminPassword({
      accounts,
      sessions,
      username: 'admin',
      password: 'changed in the admin',
    });
    await ensureAdminAccount({ ...options, config: config('set before the rule') });
    const kept = await accounts.get('admin');
    expect(await verifyPassword('changed in the admin', kept?.passwordHash ?? '')).toBe(true);
  });

  it('ends the sessions opened with the old password when a new ADMIN_PASSWORD is applied', async () => {
    const accounts = memoryAccountStore();
    const sessions = memorySessionStore();
    const options = { accounts, sessions, logger: recordingLogger(), print: vi.fn() };
    await ensureAdminAccount({ ...options, config: config('the first password') });
    await sessions.set('old', { data: { user: 'admin' }, expiresAt: Date.now() + 60_000 });
    await ensureAdminAccount({ ...options, config: config('the first password') });
    expect(sessions.records.has('old')).toBe(true);
    await ensureAdminAccount({ ...options, config: config('the second password') });
    expect(sessions.records.has('old')).toBe(false);
  });
});

describe('two servers starting together on one store', { timeout: KDF_TEST_TIMEOUT_MS }, () => {
  it('create one administrator and print one password, which is the one stored', async () => {
    const accounts = memoryAccountStore();
    const printed: string[] = [];
    const start = () =>
      ensureAdminAccount({
        config: config(undefined),
        accounts,
        sessions: memorySessionStore(),
        logger: recordingLogger(),
        print: (text) => void printed.push(text),
      });
    const outcomes = await Promise.all([start(), start()]);
    expect(outcomes.sort()).toEqual(['generated', 'kept']);
    expect(printed).toHaveLength(1);
    const password = /Password: (\S+)/.exec(printed[0] ?? '')?.[1] ?? '';
    const stored = await accounts.get('admin');
    expect(await verifyPassword(password, stored?.passwordHash ?? '')).toBe(true);
  });
});
