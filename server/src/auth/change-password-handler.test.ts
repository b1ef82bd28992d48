import type { Context, Middleware } from 'koa';
import { describe, expect, it } from 'vitest';
import { recordingLogger } from '../testing/site-fixture';
import { changePasswordHandler } from './change-password';
import { LoginLimiter } from './login-limiter';
import { hashPassword, verifyPassword } from './password';
import { sessionMiddleware } from './session';
import { newSessionId } from './session-id';
import { startGuardApp } from './testing/guard-app';
import { memoryAccountStore, memorySessionStore } from './testing/memory-stores';
import { KDF_TEST_TIMEOUT_MS } from './testing/timeouts';

// The handler alone behind the error handler, with the session a login would leave planted by
// hand: what it does once requireAdmin let a request through, and what it does when the app
// is wired without requireAdmin in front of it.
const CURRENT = 'the current admin passphrase';
const NEXT = 'the next admin passphrase';

async function setUp(options: { loggedIn: boolean }) {
  const accounts = memoryAccountStore();
  await accounts.put({
    username: 'admin',
    passwordHash: await hashPassword(CURRENT),
    updatedAt: '',
  });
  const limiter = new LoginLimiter({ now: Date.now });
  const logger = recordingLogger();
  const sessions = memorySessionStore();
  const handler = changePasswordHandler({
    accounts,
    sessions,
    limiter,
    logger,
    now: Date.now,
  });
  // The real session middleware, over a session named by one bearer id for every request.
  const plantSession: Middleware = (ctx: Context, next) => {
    const session = (ctx as unknown as { session: Record<string, unknown> }).session;
    session.user = 'admin';
    session.loginAt = Date.now();
    return next();
  };
  const bearer = { Authorization: `Bearer ${newSessionId()}` };
  const { url } = await startGuardApp(
    (app) =>
      options.loggedIn
        ? [sessionMiddleware(app, { sessions, now: Date.now }), plantSession, handler]
        : [handler],
    logger,
  );
  const change = async (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const response = await fetch(`${url}/api/alterar-senha.php`, {
      method: 'POST',
      body: form,
      headers: bearer,
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const passwordIs = async (password: string) =>
    verifyPassword(password, (await accounts.get('admin'))?.passwordHash ?? '');
  return { accounts, limiter, logger, change, passwordIs };
}

describe('changePasswordHandler', { timeout: KDF_TEST_TIMEOUT_MS }, () => {
  it('logs the change in one line naming the administrator', async () => {
    const { logger, change, passwordIs } = await setUp({ loggedIn: true });
    const answer = await change({ senha_atual: CURRENT, nova_senha: NEXT });
    expect(answer).toEqual({ status: 200, body: { success: true, token: expect.any(String) } });
    expect(await passwordIs(NEXT)).toBe(true);
    expect(logger.infos).toEqual([
      'Administrator password for "admin" changed; its other sessions ended.',
    ]);
  });

  it('refuses a request without the new password, as one without the current one', async () => {
    const { change, passwordIs } = await setUp({ loggedIn: true });
    const missing = { success: false, error: 'Informe a senha atual e a nova senha.' };
    expect(await change({ senha_atual: CURRENT })).toEqual({ status: 400, body: missing });
    expect(await change({ senha_atual: CURRENT, nova_senha: '' })).toEqual({
      status: 400,
      body: missing,
    });
    expect(await change({ nova_senha: NEXT })).toEqual({ status: 400, body: missing });
    expect(await passwordIs(CURRENT)).toBe(true);
  });

  it('logs the lock that a third wrong current password earns, naming the address', async () => {
    const { logger, change } = await setUp({ loggedIn: true });
    for (const attempt of ['wrong one', 'wrong two']) {
      expect((await change({ senha_atual: attempt, nova_senha: NEXT })).status).toBe(400);
    }
    const locks = () => logger.infos.filter((line) => line.startsWith('Login locked'));
    expect(locks()).toEqual([]);
    const third = await change({ senha_atual: 'wrong three', nova_senha: NEXT });
    expect(third.status).toBe(429);
    expect(locks()).toEqual(['Login locked (session) after repeated failures from 127.0.0.1.']);
  });

  it('answers 429, changing nothing, when the limiter reports a lock on success', async () => {
    const { limiter, change, passwordIs } = await setUp({ loggedIn: true });
    // The limiter's contract: `succeeded()` answers a lock that concurrent failures earned.
    // Its own counting makes that rare (see login-limiter.ts); the handler must obey it anyway.
    const begin = limiter.beginForSession.bind(limiter);
    limiter.beginForSession = async (sessionId) => {
      const turn = await begin(sessionId);
      if (!('attempt' in turn)) return turn;
      const { attempt } = turn;
      const succeeded = async () => {
        await attempt.succeeded();
        return { scope: 'address' as const, retryAfterMs: 60_000 };
      };
      return { attempt: { ...attempt, succeeded } };
    };
    const answer = await change({ senha_atual: CURRENT, nova_senha: NEXT });
    expect(answer).toEqual({
      status: 429,
      body: {
        success: false,
        error: 'Muitas tentativas de login deste endereço. Tente novamente mais tarde.',
      },
    });
    expect(await passwordIs(CURRENT)).toBe(true);
  });

  it('fails closed when the app forgot requireAdmin: 500, logged, nothing changed', async () => {
    const { logger, change, passwordIs } = await setUp({ loggedIn: false });
    const answer = await change({ senha_atual: CURRENT, nova_senha: NEXT });
    expect(answer).toEqual({
      status: 500,
      body: { success: false, error: 'Erro interno do servidor.' },
    });
    expect(await passwordIs(CURRENT)).toBe(true);
    expect(String(logger.errors[0]?.[1])).toContain('requireAdmin must run before this route');
  });
});
