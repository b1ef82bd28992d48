import type { Context } from 'koa';

/** Longer than any id this server makes (UUIDs have 36 characters). */
const MAX_ID_LENGTH = 100;

export interface IdMessages {
  /** 400: no id was sent. */
  missing: string;
  /** 404: the id names nothing (the route's own sentence for an unknown id). */
  unknown: string;
}

/**
 * The `id` of a request to the part, trash and import endpoints. An id too long to be one of
 * ours names nothing, so it gets the unknown id's 404 rather than "send an id" (it was sent).
 */
export function readIdParam(ctx: Context, raw: unknown, messages: IdMessages): string {
  const id = typeof raw === 'string' ? raw.trim() : '';
  if (id === '') ctx.throw(400, messages.missing);
  if (id.length > MAX_ID_LENGTH) ctx.throw(404, messages.unknown);
  return id;
}
