import { NEWSLETTER_NOTICE_IDS, type NewsletterOutcome } from '@castall/contracts';
import type { Context } from 'koa';

// The site's own paths only (`/`, `/es/about`, `/shop/hid-ac-0010-…`): a path that starts with
// one slash and holds nothing but what the prerendered pages use, so no answer can send the
// browser to another site (`//evil.example`, `/\evil.example`) or carry a script.
const SITE_PATH = /^\/(?![/\\])[A-Za-z0-9/_.-]{0,200}$/;

/**
 * Whether the request is the browser's own form post (JavaScript off or not yet running),
 * which asks for a page; the site's script asks for JSON (any type, `*` `/` `*`).
 */
export function isPlainFormPost(ctx: Context): boolean {
  return ctx.accepts('json', 'html') === 'html';
}

/** Where a plain form post goes back to: its page's footer notice for `outcome`. */
export function noticeLocation(page: string | undefined, outcome: NewsletterOutcome): string {
  const path = page !== undefined && SITE_PATH.test(page) ? page : '/';
  return `${path}#${NEWSLETTER_NOTICE_IDS[outcome]}`;
}
