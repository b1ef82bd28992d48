import type { PageParts } from './template';

/** The admin routes: Portuguese only, never indexed or listed. */
export const ADMIN_SHELLS = [
  { path: '/admin', title: 'Gerenciamento de Peças do E-Shop' },
  { path: '/admin/login', title: 'Login Administrativo' },
] as const;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An admin page: `html` is the prerendered body (the login inside the site's layout; /admin
 * alone), which says what spec §4 says on load, as the screens depend on the session. Its head
 * is the admin's own: no canonical or hreflang, as it has no other language.
 */
export function adminPage(title: string, html: string): PageParts {
  return {
    htmlLang: 'pt-BR',
    head: [
      `<title>${escapeHtml(title)}</title>`,
      '<meta name="robots" content="noindex,nofollow">',
    ].join(''),
    html,
  };
}
