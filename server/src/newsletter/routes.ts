import type Router from '@koa/router';
import type { Context } from 'koa';
import { formReader } from '../http/form';
import type { NewsletterStore } from '../store/types';

// The HTML input type="email" rule (WHATWG), which is what the footer form already checked.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** `POST /api/newsletter.php` (footer form): stores the address once, answers alike either way. */
export function registerNewsletterRoute(router: Router, newsletter: NewsletterStore): void {
  const readForm = formReader();
  router.post('/newsletter.php', async (ctx: Context) => {
    const { fields } = await readForm(ctx);
    const email = (fields.email ?? '').trim().toLowerCase();
    if (email.length > 254 || !EMAIL.test(email)) ctx.throw(400, 'Informe um e-mail válido.');
    // The same answer for a new and a known address: the form must not reveal subscribers.
    await newsletter.subscribe(email);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true };
  });
}
