import type { Context } from 'koa';
import type { SessionStore } from '../store/types';

/** Spec: a session dies after 2 h without requests… */
export const IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;
/** …and 12 h after the login whatever the activity. */
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;

// Rolling sessions are rewritten on every request; an fsync'd write per API call only to move
// the idle deadline by a few seconds is waste, so an unchanged session is rewritten only once
// its deadline has fallen this far behind (the idle timeout becomes 2 h minus at most this).
const REFRESH_GRANULARITY_MS = 60 * 1000;

type SessionData = Record<string, unknown>;

interface StoreCallOptions {
  ctx?: unknown;
  changed?: boolean;
}

/** Epoch ms after which the session is dead whatever its activity. */
export function absoluteDeadline(data: SessionData): number {
  return typeof data.loginAt === 'number' ? data.loginAt + ABSOLUTE_TIMEOUT_MS : Infinity;
}

/**
 * koa-session's external store over the app's `SessionStore`. Expiry is judged here with the
 * injected clock (koa-session's own `_expire` check uses `Date.now`, which tests cannot move);
 * a dead session is destroyed on the read that finds it.
 */
export function sessionStoreAdapter(sessions: SessionStore, now: () => number) {
  // The session each request last read or wrote, to tell whether a rolling rewrite is worth it.
  const seen = new WeakMap<Context, { id: string; expiresAt: number }>();
  const requestOf = (options: StoreCallOptions | undefined) =>
    typeof options?.ctx === 'object' && options.ctx !== null ? (options.ctx as Context) : undefined;

  return {
    async get(id: string, _maxAge?: unknown, options?: StoreCallOptions) {
      const record = await sessions.get(id);
      if (record === undefined) return undefined;
      const time = now();
      if (record.expiresAt <= time || absoluteDeadline(record.data) <= time) {
        await sessions.destroy(id);
        return undefined;
      }
      const ctx = requestOf(options);
      if (ctx !== undefined) seen.set(ctx, { id, expiresAt: record.expiresAt });
      return record.data;
    },

    async set(id: string, data: SessionData, _maxAge?: unknown, options?: StoreCallOptions) {
      const expiresAt = Math.min(now() + IDLE_TIMEOUT_MS, absoluteDeadline(data));
      const ctx = requestOf(options);
      // Stryker disable next-line ConditionalExpression: WeakMap#get(undefined) is undefined too
      const last = ctx === undefined ? undefined : seen.get(ctx);
      // Same id only: a regenerated session is new and must be written.
      const fresh = last?.id === id && expiresAt - last.expiresAt < REFRESH_GRANULARITY_MS;
      if (options?.changed !== true && fresh) return;
      await sessions.set(id, { data, expiresAt });
      if (ctx !== undefined) seen.set(ctx, { id, expiresAt });
    },

    async destroy(id: string) {
      await sessions.destroy(id);
    },
  };
}
