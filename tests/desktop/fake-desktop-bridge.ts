import type { LoginAttemptRecord } from '@castall/contracts';
import type { TokenPersistence } from '@castall/desktop/desktop-api';

/** What the fake keeps, in the page's localStorage (the app keeps it in electron-store). */
export interface FakeDesktopState {
  serverUrl: string;
  serverUrlConfirmed: boolean;
  authenticated: boolean;
  loginAttempts: LoginAttemptRecord | null;
  token: string | null;
  persistence: TokenPersistence;
}

export const FAKE_STORE_KEY = 'castall-desktop-fake-store';

export const FIRST_RUN: FakeDesktopState = {
  serverUrl: 'http://127.0.0.1:3000',
  serverUrlConfirmed: false,
  authenticated: false,
  loginAttempts: null,
  token: null,
  persistence: 'encrypted',
};

/**
 * The test double of the preload API (`window.castallDesktop`), injected with addInitScript:
 * the ONLY faked part of the desktop tests. The real preload needs the Electron binary, which
 * cannot run here; its bridge and the main-process handlers behind it are unit-tested
 * (electron/src/preload/bridge.test.ts, electron/src/main/ipc-handlers.test.ts). State survives
 * reloads like electron-store does. Serialized into the page: no imports or closures inside.
 */
export function installFakeDesktopBridge([key, initial]: [string, FakeDesktopState]): void {
  if (window.localStorage.getItem(key) === null) {
    window.localStorage.setItem(key, JSON.stringify(initial));
  }
  const read = (): FakeDesktopState => JSON.parse(window.localStorage.getItem(key) ?? '{}');
  const write = (patch: Partial<FakeDesktopState>) => {
    window.localStorage.setItem(key, JSON.stringify({ ...read(), ...patch }));
  };
  const settings = () => ({
    serverUrl: read().serverUrl,
    serverUrlConfirmed: read().serverUrlConfirmed,
  });
  const api = {
    getSettings: async () => settings(),
    setServerUrl: async (url: string) => {
      write({ serverUrl: new URL(url).origin, serverUrlConfirmed: true });
      return { ok: true, settings: settings() };
    },
    getToken: async () => read().token,
    setToken: async (token: string | null) => write({ token }),
    getAuthenticated: async () => read().authenticated,
    setAuthenticated: async (authenticated: boolean) => write({ authenticated }),
    getLoginAttempts: async () => read().loginAttempts,
    setLoginAttempts: async (loginAttempts: LoginAttemptRecord | null) => write({ loginAttempts }),
    tokenPersistence: async () => read().persistence,
  };
  Object.defineProperty(window, 'castallDesktop', { value: Object.freeze(api) });
}
