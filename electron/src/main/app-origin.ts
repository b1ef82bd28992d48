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

export function isAppUrl(url: string): boolean {
  return originOf(url) === APP_ORIGIN;
}
