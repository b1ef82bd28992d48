// `npm run admin:password`: sets the administrator's password in the configured store
// (DATA_DIR or MONGODB_URI) and ends every session of that administrator.
import { PasswordInputError, readNewPassword } from './cli/read-new-password';
import { MIN_PASSWORD_LENGTH, passwordWeakness, type PasswordWeakness } from './auth/password-rule';
import { setAdminPassword } from './auth/set-admin-password';
import { loadConfigOrExit } from './config-or-exit';
import { openStore } from './store/open-store';
import type { Store } from './store/types';

const WEAK: Readonly<Record<PasswordWeakness, string>> = {
  short: `The password must be at least ${MIN_PASSWORD_LENGTH} characters long; nothing was changed.`,
  common: 'That password is too common; choose another. Nothing was changed.',
  repeated: 'That password repeats one short piece; choose another. Nothing was changed.',
  personal:
    'That password is made of the username or the brand; choose another. Nothing was changed.',
};

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const config = loadConfigOrExit();
const username = config.adminUsername;

let password: string;
try {
  password = await readNewPassword();
} catch (err) {
  if (err instanceof PasswordInputError) fail(err.message);
  throw err;
}
const weakness = passwordWeakness(password, [username]);
if (weakness !== undefined) fail(WEAK[weakness]);

let store: Store;
try {
  store = await openStore({ dataDir: config.dataDir, mongodbUri: config.mongodbUri });
} catch (err) {
  const reason = err instanceof Error ? err.message : String(err);
  // LevelDB locks its folder: the usual cause is the server itself running on DATA_DIR.
  const hint =
    config.mongodbUri === undefined
      ? `\nThe embedded store in ${config.dataDir} opens in one process at a time: stop the server first.`
      : '';
  fail(`Could not open the data store: ${reason}${hint}`);
}
try {
  await setAdminPassword({
    accounts: store.accounts,
    sessions: store.sessions,
    username,
    password,
  });
} finally {
  await store.close();
}
console.log(`Password of "${username}" changed; every session of "${username}" has ended.`);
