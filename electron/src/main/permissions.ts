import { isAppUrl } from './app-origin';

/** The part of Electron's Session used here; a fake in tests. */
export interface PermissionSession {
  setPermissionRequestHandler(
    handler: (
      contents: unknown,
      permission: string,
      callback: (granted: boolean) => void,
      details: { requestingUrl?: string },
    ) => void,
  ): void;
  setPermissionCheckHandler(
    handler: (contents: unknown, permission: string, requestingOrigin: string) => boolean,
  ): void;
}

/**
 * Chromium's Local Network Access: a page that is not itself on the machine or the LAN (our
 * app:// page has no IP address) needs this permission to call a server on 127.0.0.1 or the LAN,
 * which is exactly the admin server (default http://127.0.0.1:3000).
 */
const NETWORK_PERMISSIONS = new Set(['local-network-access', 'local-network', 'loopback-network']);

const isGranted = (permission: string, url: string | undefined) =>
  NETWORK_PERMISSIONS.has(permission) && url !== undefined && isAppUrl(url);

/**
 * Security checklist #5: the admin screens need no camera, location, notifications or any other
 * permission, so every request and check is refused, except reaching the configured server on
 * the local network from the app's own page.
 */
export function denyAllPermissions(session: PermissionSession): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(isGranted(permission, details.requestingUrl)),
  );
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isGranted(permission, requestingOrigin),
  );
}
