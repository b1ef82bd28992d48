import path from 'node:path';

export type SitePath =
  { readonly file: string } | { readonly error: 400 | 404; readonly reason: string };

/**
 * Maps a request path onto a file of the prerendered site, relative to its root:
 * `/en/about` and `/en/about/` → `en/about/index.html`, `/assets/app-1a2b.js` → itself.
 *
 * Checked here, before any file-system call, so nothing outside the root is ever touched:
 * undecodable or NUL-carrying paths and `..` segments are bad requests (400); dotfiles
 * (`.env`, `.git/`) answer 404 so their existence is not revealed. Backslashes are refused
 * because Windows (the Electron build) treats them as separators.
 */
export function sitePathFor(urlPath: string): SitePath {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return { error: 400, reason: 'undecodable path' };
  }
  if (decoded.includes('\0')) return { error: 400, reason: 'NUL byte in path' };
  if (decoded.includes('\\')) return { error: 400, reason: 'backslash in path' };

  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '..' || segment === '.')) {
    return { error: 400, reason: 'relative segment in path' };
  }
  if (segments.some((segment) => segment.startsWith('.'))) {
    return { error: 404, reason: 'dotfile' };
  }

  const last = segments.at(-1);
  const hasExtension = last !== undefined && path.posix.extname(last) !== '';
  return { file: hasExtension ? segments.join('/') : [...segments, 'index.html'].join('/') };
}
