/**
 * The renderer is loaded from the app's own privileged scheme, never from a web server or
 * file:// (electronjs.org security checklist #18): a real origin for CORS, a CSP header, and no
 * access to the rest of the disk.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'castall';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_START_URL = `${APP_ORIGIN}/`;
/** Static page shown when the renderer cannot load or crashes (no script, no React). */
export const APP_ERROR_URL = `${APP_ORIGIN}/error.html`;

/**
 * `scheme://host` of a URL. Node's URL answers origin 'null' for schemes it does not know as
 * special (app:), while Chromium treats our registered standard scheme as a real origin.
 */
export function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return undefined;
  }
}

/**
 * True only for a page of the app itself: exactly scheme `app:` and host `castall`, with no
 * port and no user info. Compared field by field on the parsed URL, never as a string prefix,
 * so `app://castall.evil/` and `app://castall@evil/` fail; `app://user@castall/` fails too
 * because Chromium never hands us such a URL for our own pages.
 */
export function isAppUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    parsed.protocol === `${APP_SCHEME}:` &&
    parsed.hostname === APP_HOST &&
    parsed.port === '' &&
    parsed.username === '' &&
    parsed.password === ''
  );
}
