import type { ApiConnection } from '../api-connection';

/** The desktop app's connection: the configured server and the token it keeps. */
export function desktopConnection(apiBaseUrl: string, token: string | null): ApiConnection {
  return { apiBaseUrl, auth: 'bearer', storage: { getToken: () => Promise.resolve(token) } };
}

/**
 * The web admin's connection, pointed at a test server: cookie auth. `storedToken` is what a
 * script could read from storage; cookie auth must never send it.
 */
export function webConnection(
  apiBaseUrl: string,
  storedToken: string | null = null,
): ApiConnection {
  return { apiBaseUrl, auth: 'cookie', storage: { getToken: () => Promise.resolve(storedToken) } };
}
