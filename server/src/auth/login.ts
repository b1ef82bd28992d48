import type { LoginAnswer } from '@castall/contracts';
import type { Context, Middleware } from 'koa';
import { formReader } from '../http/form';
import type { Logger } from '../logger';
import type { AccountStore } from '../store/types';
import type { LoginLimiter, LoginRefusal } from './login-limiter';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './password';
import { startAuthenticatedSession } from './session-state';

export interface LoginOptions {
  accounts: AccountStore;
  limiter: LoginLimiter;
  logger: Logger;
  now: () => number;
}

const MISSING_FIELDS = 'Informe usuário e senha.';
const INVALID_CREDENTIALS = 'Credenciais inválidas';
const REFUSALS: Readonly<Record<LoginRefusal['scope'], string>> = {
  username: 'Muitas tentativas de login falharam. Tente novamente em 15 minutos.',
  address: 'Muitas tentativas de login deste endereço. Tente novamente mais tarde.',
};

function refuse(ctx: Context, refusal: LoginRefusal): never {
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
  if (username === '' || password === '') ctx.throw(400, MISSING_FIELDS);
  return { username, password };
}

/** `POST /api/login.php`: username and password → a new session, answered as `token`. */
export function loginHandler(options: LoginOptions): Middleware {
  const { accounts, limiter, logger, now } = options;

  return async function login(ctx) {
    const { username, password } = await credentials(ctx);
    // While locked, not even the KDF runs: no guess is checked, and no CPU is spent on it.
    const locked = limiter.check(username, ctx.ip);
    if (locked !== undefined) refuse(ctx, locked);

    const account = await accounts.get(username);
    // An unknown user costs the same KDF run as a wrong password, and answers the same.
    const valid = await verifyPassword(password, account?.passwordHash ?? DUMMY_PASSWORD_HASH);
    if (account === undefined || !valid) {
      const reached = limiter.recordFailure(username, ctx.ip);
      if (reached !== undefined) {
        // The username is left out: people sometimes type their password into that field.
        logger.info(`Login locked (${reached.scope}) after repeated failures from ${ctx.ip}.`);
        refuse(ctx, reached);
      }
      ctx.body = { success: false, error: INVALID_CREDENTIALS } satisfies LoginAnswer;
      return;
    }

    limiter.recordSuccess(username);
    const token = await startAuthenticatedSession(ctx, account.username, now());
    ctx.body = { success: true, token } satisfies LoginAnswer;
  };
}
