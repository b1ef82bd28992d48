import type { PageParts } from './template';

/** The admin routes: prerendered as empty shells, Portuguese only, never indexed or listed. */
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
