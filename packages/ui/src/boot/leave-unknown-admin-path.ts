import { isPortugueseOnly, paths } from '@castall/contracts/site-paths';

/** /admin and everything under it. */
const ADMIN_PATH = /^\/admin(\/|$)/;

/**
 * Another address under /admin is answered with the 404 page (built by Astro): it goes to
 * /admin, as the admin app's own routes do, before the page shows. True when the page is being
 * left.
 */
export function leaveUnknownAdminPath(): boolean {
  const { pathname } = window.location;
  if (!ADMIN_PATH.test(pathname) || isPortugueseOnly(pathname)) return false;
  window.location.replace(paths.admin);
  return true;
}
