import type { AccountStore, SessionStore } from '../store/types';
import { hashPassword } from './password';

export interface SetAdminPasswordOptions {
  accounts: AccountStore;
  sessions: SessionStore;
  username: string;
  /** Already checked against the password rule by the caller, which knows its language. */
  password: string;
  /** The session that made the change (the admin screen): it stays logged in. Default: none. */
  keepSession?: string;
  /** Set from ADMIN_PASSWORD: remembered as the value last applied. Default: false. */
  fromEnvironment?: boolean;
}

/**
 * Stores a new administrator password (creating the account if needed) and ends every other
 * session of that user: whoever knew the old password must not stay logged in with it.
 */
export async function setAdminPassword(options: SetAdminPasswordOptions): Promise<void> {
  const { accounts, sessions, username } = options;
  const existing = await accounts.get(username);
  const passwordHash = await hashPassword(options.password);
  // A change made elsewhere keeps the record of what ADMIN_PASSWORD last set, so that the
  // next start with the same value knows it is not new.
  const environmentPasswordHash =
    options.fromEnvironment === true ? passwordHash : existing?.environmentPasswordHash;
  await accounts.put({
    username,
    passwordHash,
    updatedAt: new Date().toISOString(),
    ...(environmentPasswordHash === undefined ? {} : { environmentPasswordHash }),
  });
  await sessions.destroyAllOf(username, options.keepSession);
}
