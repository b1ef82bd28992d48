import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { AccountStore } from '../store/types';
import { hashPassword, verifyPassword } from './password';

export interface EnsureAdminAccountOptions {
  config: Pick<Config, 'adminUsername' | 'adminPassword'>;
  accounts: AccountStore;
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
 * default password: ADMIN_PASSWORD wins when set; otherwise a stored account is kept; otherwise
 * a strong password is generated and printed once (only its hash is stored, so it cannot be
 * shown again).
 */
export async function ensureAdminAccount(
  options: EnsureAdminAccountOptions,
): Promise<AdminAccountOutcome> {
  const { config, accounts, logger } = options;
  const print = options.print ?? ((text: string) => console.log(text));
  const username = config.adminUsername;
  const existing = await accounts.get(username);
  const store = async (password: string) =>
    accounts.put({
      username,
      passwordHash: await hashPassword(password),
      updatedAt: new Date().toISOString(),
    });

  if (config.adminPassword !== undefined) {
    // Rehashing on every start would rewrite the account (and its salt) for nothing.
    const current =
      existing !== undefined && (await verifyPassword(config.adminPassword, existing.passwordHash));
    if (!current) {
      await store(config.adminPassword);
      logger.info(`Administrator password for "${username}" set from ADMIN_PASSWORD.`);
    }
    return 'set';
  }
  if (existing !== undefined) return 'kept';

  // 18 bytes = 144 bits, 24 base64url characters: no dictionary or online guessing reaches it.
  const password = randomBytes(18).toString('base64url');
  await store(password);
  print(banner(username, password));
  return 'generated';
}
