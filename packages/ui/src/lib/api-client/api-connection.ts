import type { ApiEndpoint } from '@castall/contracts';

/**
 * Where the API is and how a call proves who makes it. The admin platform is one (issue 5/6):
 * the web /admin calls its own origin with the HttpOnly session cookie, the desktop app calls
 * the configured server with the bearer token it keeps. Public pages use `SAME_ORIGIN`.
 */
export interface ApiConnection {
  /** Origin of the API, '' for the page's own origin; e.g. 'http://127.0.0.1:3000'. */
  readonly apiBaseUrl: string;
  /**
   * 'cookie': same-origin credentials, no Authorization header (a script-readable token
   * would undo the HttpOnly cookie); 'bearer': `Authorization: Bearer <token>`, no cookies.
   */
  readonly auth: 'cookie' | 'bearer';
  /** Where the bearer token is kept; unused with cookies. */
  readonly storage?: { getToken(): Promise<string | null> };
}

/** The visitor's pages: the site's own API with its cookies (spec §7 "same-origin"). */
export const SAME_ORIGIN: ApiConnection = { apiBaseUrl: '', auth: 'cookie' };

export interface Credentials {
  credentials: RequestCredentials;
  headers: Record<string, string>;
}

/** The credentials mode and headers that authenticate a call on this connection. */
export async function credentialsOf(connection: ApiConnection): Promise<Credentials> {
  if (connection.auth === 'cookie') return { credentials: 'same-origin', headers: {} };
  const token = (await connection.storage?.getToken()) ?? null;
  return {
    credentials: 'omit',
    headers: token === null ? {} : { Authorization: `Bearer ${token}` },
  };
}

/** The endpoint's address on this connection, with its query string when there is one. */
export function endpointUrl(connection: ApiConnection, endpoint: ApiEndpoint, query = ''): string {
  return `${connection.apiBaseUrl}${endpoint}${query === '' ? '' : `?${query}`}`;
}
