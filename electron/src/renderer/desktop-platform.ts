import type { AdminPlatform } from '@castall/ui/admin';
import type { CastallDesktopApi } from '../shared/desktop-api';

/**
 * The desktop AdminPlatform: the session token, the authenticated flag and the login attempt
 * record live in electron-store (through the preload bridge), and the admin screens call the
 * configured server with the bearer token, never with cookies.
 */
export function createDesktopPlatform(
  desktop: CastallDesktopApi,
  serverUrl: string,
): AdminPlatform {
  return {
    apiBaseUrl: serverUrl,
    auth: 'bearer',
    storage: {
      getToken: () => desktop.getToken(),
      setToken: (token) => desktop.setToken(token),
      getAuthenticated: () => desktop.getAuthenticated(),
      setAuthenticated: (value) => desktop.setAuthenticated(value),
      getLoginAttempts: () => desktop.getLoginAttempts(),
      setLoginAttempts: (record) => desktop.setLoginAttempts(record),
    },
  };
}
