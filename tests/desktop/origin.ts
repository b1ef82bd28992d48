/**
 * Where the end-to-end tests serve the desktop renderer: a small static server of their own
 * (tests/desktop/renderer-server.ts) on the test server's port + 2000, named `localhost`. That is
 * another origin (and site) than the API at 127.0.0.1, so every call crosses origins through CORS
 * as in the app (app://castall); and it is on this machine, because Chromium lets a page reach
 * 127.0.0.1 only from the same machine (or with the permission the app's main process grants).
 * playwright.config.ts adds this origin to the test server's DESKTOP_ORIGINS.
 */
export function desktopTestPort(serverPort: number): number {
  return serverPort + 2000;
}

export function desktopTestOrigin(serverPort: number): string {
  return `http://localhost:${desktopTestPort(serverPort)}`;
}
