/**
 * The browser language a visitor of `path` has: the page's own. An English browser on a
 * Portuguese page would be sent to `/en/…` on its first visit (spec §1), and a benchmark would
 * then measure that move instead of the page.
 */
export function browserLanguageFor(path) {
  if (path.startsWith('/en')) return 'en-US';
  if (path.startsWith('/es')) return 'es-ES';
  return 'pt-BR';
}
