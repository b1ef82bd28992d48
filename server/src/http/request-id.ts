import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An id a proxy in front may already have given the request: short, plain characters only. */
const PROXY_ID = /^[\w.:-]{1,64}$/;

const current = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request being handled, for every log line written while handling it. */
export function currentRequestId(): string | undefined {
  return current.getStore()?.requestId;
}

/**
 * Names each request (issue 14): the proxy's `X-Request-Id` when it sent a plain one, else a
 * new UUID. The id is answered in the same header and carried by every log line written while
 * the request is handled, so one request can be followed across a proxy and several servers.
 */
export function requestId(): Middleware {
  return async (ctx, next) => {
    const given = ctx.get(REQUEST_ID_HEADER);
    const id = PROXY_ID.test(given) ? given : randomUUID();
    ctx.set(REQUEST_ID_HEADER, id);
    await current.run({ requestId: id }, next);
  };
}
