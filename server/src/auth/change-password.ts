import type { ApiAnswer } from '@castall/contracts';
import type { Context, Middleware } from 'koa';
import { formReader } from '../http/form';
import type { Logger } from '../logger';
import type { AccountStore, SessionStore } from '../store/types';
import { checkPassword, refuseLogin } from './login';
import type { LoginLimiter } from './login-limiter';
import { MIN_PASSWORD_LENGTH, passwordWeakness, type PasswordWeakness } from './password-rule';
import { requestedSessionId } from './session-id';
import { authenticatedUser, rotateSession } from './session-state';
import { setAdminPassword } from './set-admin-password';
import { AUTH_MESSAGES } from '../messages';

export interface ChangePasswordOptions {
  accounts: AccountStore;
  sessions: SessionStore;
  limiter: LoginLimiter;
  logger: Logger;
  now: () => number;
}

const WEAK: Readonly<Record<PasswordWeakness, string>> = {
  short: AUTH_MESSAGES.shortPassword(MIN_PASSWORD_LENGTH),
  common: AUTH_MESSAGES.commonPassword,
  repeated: AUTH_MESSAGES.repeatedPassword,
  personal: AUTH_MESSAGES.personalPassword,
};

const readForm = formReader();

async function passwords(ctx: Context) {
  const { fields } = await readForm(ctx);
  const current = fields.senha_atual ?? '';
  const next = fields.nova_senha ?? '';
  if (current === '' || next === '') ctx.throw(400, AUTH_MESSAGES.missingPasswords);
  return { current, next };
}

/**
 * `POST /api/alterar-senha.php` (behind requireAdmin; CSRF-checked like every cookie write):
 * `senha_atual` and `nova_senha`. The current password is checked like a login attempt, so
 * it counts toward the same lockout; the new one must pass the password rule. Every other
 * session of the administrator ends; the one that asked stays logged in.
 */
export function changePasswordHandler(options: ChangePasswordOptions): Middleware {
  const { accounts, sessions, limiter, logger, now } = options;

  return async function changePassword(ctx) {
    const username = authenticatedUser(ctx, now());
    if (username === undefined) throw new Error('requireAdmin must run before this route');
    const { current, next } = await passwords(ctx);
    // Checked first: a weak new password spends none of the attempts on the current one.
    const weakness = passwordWeakness(next, [username]);
    if (weakness !== undefined) ctx.throw(400, WEAK[weakness]);

    // Counted on this session alone: the administrator's own wrong guesses here lock this
    // screen, never the username (nor another browser's or the desktop app's login).
    const sessionId = requestedSessionId(ctx);
    if (sessionId === undefined) throw new Error('requireAdmin must run before this route');
    const turn = await limiter.beginForSession(sessionId);
    if ('refusal' in turn) refuseLogin(ctx, turn.refusal);
    const account = await checkPassword(accounts, username, current, turn.attempt);
    if (account === undefined) {
      const reached = await turn.attempt.failed();
      if (reached !== undefined) {
        logger.info(`Login locked (${reached.scope}) after repeated failures from ${ctx.ip}.`);
        refuseLogin(ctx, reached);
      }
      ctx.throw(400, AUTH_MESSAGES.wrongCurrentPassword);
    }
    const locked = await turn.attempt.succeeded();
    if (locked !== undefined) refuseLogin(ctx, locked);

    // A new session id (the old one stops working): whoever had the old id, say from a
    // shared computer, does not stay logged in. The browser gets the new cookie; the desktop
    // app reads the new bearer token from `token`.
    const token = await rotateSession(ctx, username);
    await setAdminPassword({ accounts, sessions, username, password: next, keepSession: token });
    logger.info(`Administrator password for "${username}" changed; its other sessions ended.`);
    ctx.body = { success: true, token } satisfies ApiAnswer & { token: string };
  };
}
