import type { PageParts } from './template';

/**
 * The admin routes: Portuguese only, never indexed or listed. /admin is an empty shell; the
 * login's body is the site's layout around its form (prerender.ts), under the same head.
 */
export const ADMIN_SHELLS = [
  { path: '/admin', title: 'Gerenciamento de Peças do E-Shop' },
  { path: '/admin/login', title: 'Login Administrativo' },
] as const;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A shell with no content: the admin screens depend on the session, so they render in the
 * browser; until then the shell says what spec §4 says on load.
 */
export function adminShell(title: string): PageParts {
  return {
    htmlLang: 'pt-BR',
    head: [
      `<title>${escapeHtml(title)}</title>`,
      '<meta name="robots" content="noindex,nofollow">',
    ].join(''),
    html: '<p class="admin-checking" role="status">Verificando autenticação...</p>',
  };
}
