import type { Middleware } from 'koa';

/**
 * A request with two `Host` headers is refused (RFC 9112 §3.2: answer 400). Node keeps the
 * first and drops the rest, while a proxy or cache in front may have routed or keyed the
 * request by another one: that disagreement is what request smuggling and cache poisoning
 * rely on (issue 38).
 */
export function singleHost(): Middleware {
  return async function singleHost(ctx, next) {
    const raw = ctx.req.rawHeaders;
    let hosts = 0;
    for (let i = 0; i < raw.length; i += 2) {
      if (raw[i]?.toLowerCase() === 'host') hosts += 1;
    }
    if (hosts > 1) ctx.throw(400, 'Mais de um cabeçalho Host.');
    await next();
  };
}
