import {
  API_ENDPOINTS,
  apiRoute,
  NEWSLETTER_RETURN_FIELD,
  NEWSLETTER_TRAP_FIELD,
  type NewsletterOutcome,
} from '@castall/contracts';
import type Router from '@koa/router';
import type { Context } from 'koa';
import { formReader } from '../http/form';
import { isPlainFormPost, noticeLocation } from './form-return';
import type { NewsletterStore } from '../store/types';
import { signUpLimit, type SignUpLimitOptions } from './sign-up-limit';
import { NEWSLETTER_MESSAGES } from '../messages';

// The HTML input type="email" rule (WHATWG), which is what the footer form already checked.
// ASCII only, so invisible, bidi-control and full-width characters are refused (issue 11).
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/**
 * `POST /api/newsletter.php` (footer form): stores the address once, answers alike either way.
 * The site's script gets JSON; a plain form post (no JavaScript) is sent back to its page's
 * notice of the outcome (form-return.ts).
 */
export function registerNewsletterRoute(
  router: Router,
  newsletter: NewsletterStore,
  limits: SignUpLimitOptions = {},
): void {
  const readForm = formReader();
  const take = signUpLimit(limits);
  router.post(apiRoute(API_ENDPOINTS.newsletter), async (ctx: Context) => {
    const { fields } = await readForm(ctx);
    ctx.set('Cache-Control', 'no-store');
    const trapped = (fields[NEWSLETTER_TRAP_FIELD] ?? '') !== '';
    const email = (fields.email ?? '').trim().toLowerCase();
    const valid = trapped || (email.length <= 254 && EMAIL.test(email));
    const waitMs = valid ? await take(ctx.ip) : 0;
    // A bot that filled the trap is told it worked, so it has no reason to try another way.
    // The same answer for a new and a known address: the form must not reveal subscribers.
    if (valid && waitMs === 0 && !trapped) await newsletter.subscribe(email);

    if (isPlainFormPost(ctx)) {
      const outcome: NewsletterOutcome = !valid ? 'failed' : waitMs > 0 ? 'tooMany' : 'subscribed';
      ctx.status = 303;
      ctx.redirect(noticeLocation(fields[NEWSLETTER_RETURN_FIELD], outcome));
      return;
    }
    if (!valid) ctx.throw(400, NEWSLETTER_MESSAGES.invalidEmail);
    if (waitMs > 0) {
      ctx.throw(429, NEWSLETTER_MESSAGES.tooMany, {
        headers: { 'Retry-After': String(Math.ceil(waitMs / 1000)) },
      });
    }
    ctx.body = { success: true };
  });
}
