import type { AdminPlatform, AdminStorage, LoginAttemptRecord } from './platform';

/** Local storage keys of spec §3 (admin token, authenticated flag, login attempt record). */
export const WEB_STORAGE_KEYS = {
  token: 'adminToken',
  authenticated: 'isAuthenticated',
  loginAttempts: 'loginAttempts',
} as const;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, policy): behave as empty
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage disabled: the session still works through the cookie, only not across reloads.
  }
}

function parseRecord(text: string | null): LoginAttemptRecord | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<LoginAttemptRecord>;
    if (typeof value.count !== 'number' || typeof value.firstAttemptTime !== 'number') return null;
    const lockoutUntil = typeof value.lockoutUntil === 'number' ? value.lockoutUntil : null;
    return { count: value.count, lockoutUntil, firstAttemptTime: value.firstAttemptTime };
  } catch {
    return null; // a hand-edited or corrupt record counts as no record
  }
}

export function createWebStorage(): AdminStorage {
  return {
    getToken: () => Promise.resolve(read(WEB_STORAGE_KEYS.token)),
    setToken: (token) => Promise.resolve(write(WEB_STORAGE_KEYS.token, token)),
    getAuthenticated: () => Promise.resolve(read(WEB_STORAGE_KEYS.authenticated) === 'true'),
    setAuthenticated: (value) =>
      Promise.resolve(write(WEB_STORAGE_KEYS.authenticated, value ? 'true' : null)),
    getLoginAttempts: () => Promise.resolve(parseRecord(read(WEB_STORAGE_KEYS.loginAttempts))),
    setLoginAttempts: (record) =>
      Promise.resolve(
        write(WEB_STORAGE_KEYS.loginAttempts, record === null ? null : JSON.stringify(record)),
      ),
  };
}

/** The web /admin: same-origin API, the HttpOnly session cookie, local storage. */
export function createWebPlatform(): AdminPlatform {
  return { storage: createWebStorage(), apiBaseUrl: '', auth: 'cookie', siteUrl: '/' };
}
