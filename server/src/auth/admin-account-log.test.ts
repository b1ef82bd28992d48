import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingLogger } from '../testing/site-fixture';
import { ensureAdminAccount } from './admin-account';
import { setAdminPassword } from './set-admin-password';
import { memoryAccountStore, memorySessionStore } from './testing/memory-stores';
import { KDF_TEST_TIMEOUT_MS } from './testing/timeouts';

// What start-up tells the operator is how they learn which password is in force: each line is
// asserted word for word, and only where it belongs.
const SET = 'Administrator password for "chefe" set from ADMIN_PASSWORD.';
const KEPT_CHANGED =
  'ADMIN_PASSWORD is unchanged since it was applied; keeping the password of "chefe" changed since (set a new ADMIN_PASSWORD value to replace it).';

function startUp() {
  const accounts = memoryAccountStore();
  const sessions = memorySessionStore();
  const logger = recordingLogger();
  const print = vi.fn<(text: string) => void>();
  const ensure = (adminPassword?: string) =>
    ensureAdminAccount({
      config: { adminUsername: 'chefe', adminPassword },
      accounts,
      sessions,
      logger,
      print,
    });
  return { accounts, sessions, logger, print, ensure };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ensureAdminAccount tells the operator', { timeout: KDF_TEST_TIMEOUT_MS }, () => {
  it('that ADMIN_PASSWORD was applied, once, and nothing at a start that keeps it', async () => {
    const { logger, print, ensure } = startUp();
    await ensure('the operator chose this');
    expect(logger.infos).toEqual([SET]);
    await ensure('the operator chose this');
    expect(logger.infos).toEqual([SET]);
    expect(print).not.toHaveBeenCalled();
  });

  it('that a password changed since is kept, at every start until ADMIN_PASSWORD changes', async () => {
    const { accounts, sessions, logger, ensure } = startUp();
    await ensure('the operator chose this');
    await setAdminPassword({ accounts, sessions, username: 'chefe', password: 'changed later on' });
    await ensure('the operator chose this');
    await ensure('the operator chose this');
    expect(logger.infos).toEqual([SET, KEPT_CHANGED, KEPT_CHANGED]);
  });

  it('nothing when an account is kept without ADMIN_PASSWORD', async () => {
    const { logger, print, ensure } = startUp();
    await ensure('the operator chose this');
    expect(await ensure(undefined)).toBe('kept');
    expect(logger.infos).toEqual([SET]);
    expect(print).not.toHaveBeenCalled();
  });

  it('a generated password in a banner framed by two rules of 72 "="', async () => {
    const { logger, print, ensure } = startUp();
    await ensure(undefined);
    const lines = (print.mock.calls[0]?.[0] ?? '').split('\n');
    const rule = '='.repeat(72);
    expect(lines).toEqual([
      rule,
      'Administrator account created.',
      '  Username: chefe',
      expect.stringMatching(/^ {2}Password: [\w-]{24}$/),
      'This password is shown only once; set ADMIN_PASSWORD to choose your own.',
      rule,
    ]);
    // Printed, never logged: a log file would keep it.
    expect(logger.infos).toEqual([]);
  });

  it('the generated password on the console by default, even with logging silent', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await ensureAdminAccount({
      config: { adminUsername: 'chefe', adminPassword: undefined },
      accounts: memoryAccountStore(),
      sessions: memorySessionStore(),
      logger: { info: () => undefined, error: () => undefined },
    });
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toContain('Administrator account created.');
  });
});
