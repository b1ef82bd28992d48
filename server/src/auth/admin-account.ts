import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { AccountStore, SessionStore } from '../store/types';
import { hashPassword, verifyPassword } from './password';
import { setAdminPassword } from './set-admin-password';

export interface EnsureAdminAccountOptions {
  config: Pick<Config, 'adminUsername' | 'adminPassword'>;
  accounts: AccountStore;
  sessions: SessionStore;
  logger: Logger;
  /**
   * Shows the generated password to whoever started the server. Default: `console.log`, even
   * with `LOG_LEVEL=silent`: without it nobody could ever log in.
   */
  print?: (text: string) => void;
}

/** What start-up did: `set` from ADMIN_PASSWORD, `kept` as stored, or a new `generated` one. */
export type AdminAccountOutcome = 'set' | 'kept' | 'generated';

function banner(username: string, password: string): string {
  const rule = '='.repeat(72);
  return [
    rule,
    'Administrator account created.',
    `  Username: ${username}`,
    `  Password: ${password}`,
    'This password is shown only once; set ADMIN_PASSWORD to choose your own.',
    rule,
  ].join('\n');
}

/**
 * Makes sure the administrator of `ADMIN_USERNAME` can log in, without ever falling back to a
 * default password. ADMIN_PASSWORD is applied when it is new: when no account exists, or its
 * value differs from the one it last set. The same value at the next start keeps the stored
 * password, so a change made since in the admin or with `npm run admin:password` survives
 * restarts. Without ADMIN_PASSWORD a stored account is kept; otherwise a strong password is
 * generated and printed once (only its hash is stored, so it cannot be shown again).
 */
export async function ensureAdminAccount(
  options: EnsureAdminAccountOptions,
): Promise<AdminAccountOutcome> {
  const { config, accounts, sessions, logger } = options;
  const print = options.print ?? ((text: string) => console.log(text));
  const username = config.adminUsername;
  const existing = await accounts.get(username);

  if (config.adminPassword !== undefined) {
    // Accounts stored before this rule have no record of the value applied: their password
    // itself is what ADMIN_PASSWORD last set, unless it was generated.
    const unchanged =
      existing !== undefined &&
      (await verifyPassword(
        config.adminPassword,
        existing.environmentPasswordHash ?? existing.passwordHash,
      ));
    if (!unchanged) {
      await setAdminPassword({
        accounts,
        sessions,
        username,
        password: config.adminPassword,
        fromEnvironment: true,
      });
      logger.info(`Administrator password for "${username}" set from ADMIN_PASSWORD.`);
      return 'set';
    }
    if (existing.environmentPasswordHash === undefined) {
      await accounts.put({ ...existing, environmentPasswordHash: existing.passwordHash });
    } else if (existing.passwordHash !== existing.environmentPasswordHash) {
      logger.info(
        `ADMIN_PASSWORD is unchanged since it was applied; keeping the password of "${username}" changed since (set a new ADMIN_PASSWORD value to replace it).`,
      );
    }
    return 'kept';
  }
  if (existing !== undefined) return 'kept';

  // 18 bytes = 144 bits, 24 base64url characters: no dictionary or online guessing reaches it.
  const password = randomBytes(18).toString('base64url');
  const created = await accounts.create({
    username,
    passwordHash: await hashPassword(password),
    updatedAt: new Date().toISOString(),
  });
  // Another server starting on the same store created the first administrator meanwhile: its
  // password is the one printed there, and this one is thrown away unseen.
  if (!created) return 'kept';
  // Sessions left by an account of the same name removed from the store by hand end too.
  await sessions.destroyAllOf(username);
  print(banner(username, password));
  return 'generated';
}
