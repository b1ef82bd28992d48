import type { LoginAnswer } from '@castall/contracts';
import type { Context, Middleware } from 'koa';
import { formReader } from '../http/form';
import type { Logger } from '../logger';
import type { AccountStore, AdminAccount } from '../store/types';
import { type DeviceTokens, giveDeviceToken, presentedDeviceToken } from './login-device';
import type { LoginAttempt, LoginLimiter, LoginRefusal } from './login-limiter';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './password';
import { startAuthenticatedSession } from './session-state';
import { AUTH_MESSAGES } from '../messages';

export interface LoginOptions {
  accounts: AccountStore;
  limiter: LoginLimiter;
  devices: DeviceTokens;
  logger: Logger;
  now: () => number;
}

const REFUSALS: Readonly<Record<LoginRefusal['scope'], string>> = {
  username: AUTH_MESSAGES.lockedUsername,
  address: AUTH_MESSAGES.lockedAddress,
  device: AUTH_MESSAGES.lockedUsername,
  session: AUTH_MESSAGES.lockedUsername,
  busy: AUTH_MESSAGES.busy,
};

/** Answers 429 with the refusal's sentence and `Retry-After` in whole seconds. */
export function refuseLogin(ctx: Context, refusal: LoginRefusal): never {
  const seconds = Math.ceil(refusal.retryAfterMs / 1000);
  ctx.throw(429, REFUSALS[refusal.scope], { headers: { 'Retry-After': String(seconds) } });
}

const readForm = formReader();

// Form encodings only, like PHP's $_POST: a JSON body (plain strings or `{"$ne": …}` objects)
// carries no username or password here, so it gets the 400 for missing fields.
async function credentials(ctx: Context) {
  const fields = ctx.is('multipart/form-data', 'urlencoded') ? (await readForm(ctx)).fields : {};
  const username = fields.username ?? '';
  const password = fields.password ?? '';
  if (username === '' || password === '') ctx.throw(400, AUTH_MESSAGES.missingCredentials);
  return { username, password, device: presentedDeviceToken(ctx, fields) };
}

/** `POST /api/login.php`: username and password → a new session, answered as `token`. */
export function loginHandler(options: LoginOptions): Middleware {
  const { accounts, limiter, devices, logger, now } = options;

  return async function login(ctx) {
    const { username, password, device } = await credentials(ctx);
    // Counted before the KDF runs, one attempt per username (or device) at a time; while
    // locked, not even the KDF runs: no guess is checked, and no CPU is spent on it. A device
    // token not signed for this username counts as none.
    const deviceId = await devices.verify(username, device);
    const turn = await limiter.begin(username, ctx.ip, deviceId);
    if ('refusal' in turn) refuseLogin(ctx, turn.refusal);

    const account = await checkPassword(accounts, username, password, turn.attempt);
    if (account === undefined) {
      const reached = await turn.attempt.failed();
      if (reached !== undefined) {
        // The username is left out: people sometimes type their password into that field.
        logger.info(`Login locked (${reached.scope}) after repeated failures from ${ctx.ip}.`);
        refuseLogin(ctx, reached);
      }
      ctx.body = { success: false, error: AUTH_MESSAGES.invalidCredentials } satisfies LoginAnswer;
      return;
    }

    const locked = await turn.attempt.succeeded();
    if (locked !== undefined) refuseLogin(ctx, locked);
    const token = await startAuthenticatedSession(ctx, account.username, now());
    // A known device keeps its token (and its count); a new one gets its own.
    giveDeviceToken(ctx, deviceId === undefined ? await devices.issue(username) : (device ?? ''));
    ctx.body = { success: true, token } satisfies LoginAnswer;
  };
}

/**
 * The account when `password` is its password. An unknown user costs the same KDF run as a
 * wrong password. A store error abandons the attempt (counted neither way) and propagates.
 */
export async function checkPassword(
  accounts: AccountStore,
  username: string,
  password: string,
  attempt: LoginAttempt,
): Promise<AdminAccount | undefined> {
  try {
    const account = await accounts.get(username);
    const valid = await verifyPassword(password, account?.passwordHash ?? DUMMY_PASSWORD_HASH);
    return valid ? account : undefined;
  } catch (err) {
    await attempt.abandoned();
    throw err;
  }
}
