import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';

/** The exact URLs the home page probes with `new Image()` for a promotional popup (spec §7). */
export const POPUP_PROBE_PATH =
  /^\/images\/popup\/(?:popup|promocao|oferta|banner|novidade|destaque)\.(?:jpg|jpeg|png|gif|webp|svg)$/;

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

export interface PopupProbeOptions {
  /** Absolute folder of the built site, where images/popup/ lives. */
  root: string;
}

/**
 * Up to 36 probes run on every home-page visit and usually none finds a file. A 404 would
 * print a console error for each, which costs the Lighthouse best-practices score; a 204 makes
 * the <img> fire onerror silently. `no-store` so a popup uploaded later shows up at once.
 * Existing files fall through to the static site and are served normally.
 */
export function popupProbe({ root }: PopupProbeOptions): Middleware {
  return async function answerPopupProbe(ctx, next) {
    const isProbe =
      (ctx.method === 'GET' || ctx.method === 'HEAD') && POPUP_PROBE_PATH.test(ctx.path);
    // The pattern admits no `..` or encoded characters, so the join stays inside root.
    if (isProbe && !(await isFile(path.join(root, ctx.path)))) {
      ctx.status = 204;
      ctx.set('Cache-Control', 'no-store');
      return;
    }
    await next();
  };
}
