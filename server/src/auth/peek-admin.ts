import type { Context } from 'koa';
import type { SessionStore } from '../store/types';
import { requestedSessionId } from './session-id';
import { sessionStoreAdapter } from './session-store-adapter';

/**
 * Whether a request outside `/api` (which never loads the session, see session.ts) comes from
 * a logged-in administrator: reads its session from the store without touching it. For the few
 * requests that need to know, such as a trashed part's image.
 */
export function peekAdmin(sessions: SessionStore, now: () => number) {
  const adapter = sessionStoreAdapter(sessions, now);
  return async (ctx: Context): Promise<boolean> => {
    const id = requestedSessionId(ctx);
    if (id === undefined) return false;
    const data = await adapter.get(id);
    return typeof data?.user === 'string' && typeof data.loginAt === 'number';
  };
}
