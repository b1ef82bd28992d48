import type { Middleware } from 'koa';
import type { Logger } from '../logger';
import type { Store } from '../store/types';

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

// A load balancer polls every few seconds: a store that takes longer than this is not ready.
const READY_TIMEOUT_MS = 2_000;

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `GET /healthz`: the process is up and answering (liveness: restart it when this fails).
 * `GET /readyz`: the store answers a read too (readiness: send it traffic only when this
 * passes); 503 while it does not, with the reason logged once per check, not answered.
 * For proxies and orchestrators (issue 14); never cached, no session, no language redirect.
 */
export function healthChecks(options: {
  store: Pick<Store, 'ping'>;
  logger: Logger;
  /** True once a shutdown began: ready no more, so the balancer sends nothing new. */
  draining?: () => boolean;
}): Middleware {
  const { store, logger, draining = () => false } = options;
  return async function health(ctx, next) {
    if (ctx.path !== HEALTH_PATH && ctx.path !== READY_PATH) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.set('Allow', 'GET, HEAD');
      ctx.throw(405);
    }
    ctx.set('Cache-Control', 'no-store');
    if (ctx.path === HEALTH_PATH) {
      ctx.body = { status: 'ok' };
      return;
    }
    if (draining()) {
      ctx.status = 503;
      ctx.body = { status: 'draining' };
      return;
    }
    try {
      await withTimeout(store.ping(), READY_TIMEOUT_MS);
      ctx.body = { status: 'ready' };
    } catch (err) {
      logger.info(
        `Not ready: the store did not answer (${err instanceof Error ? err.message : String(err)}).`,
      );
      ctx.status = 503;
      ctx.body = { status: 'unavailable' };
    }
  };
}
