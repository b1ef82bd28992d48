import type { AdminStorage } from '@castall/contracts';

/**
 * The API the preload script exposes to the renderer as `window.castallDesktop` (contextBridge).
 * Everything is a promise over IPC: the renderer never sees ipcRenderer, Node or Electron. The
 * admin screens' storage (token, flag, login attempts) is exactly their `AdminStorage`.
 */
export interface CastallDesktopApi extends Required<AdminStorage> {
  getSettings(): Promise<DesktopSettings>;
  /** Validates and stores the server address; answers the stored settings or the reason. */
  setServerUrl(url: string): Promise<SetServerUrlAnswer>;
  /**
   * Whether the token can be kept encrypted on disk (safeStorage). When false the app keeps it
   * in memory only, for this run, and says so on screen.
   */
  tokenPersistence(): Promise<TokenPersistence>;
}

export type TokenPersistence = 'encrypted' | 'memory';

export interface DesktopSettings {
  /** The Koa server's origin, e.g. http://127.0.0.1:3000. */
  serverUrl: string;
  /** False until the administrator has confirmed an address once (first-run screen). */
  serverUrlConfirmed: boolean;
}

export type SetServerUrlAnswer =
  { ok: true; settings: DesktopSettings } | { ok: false; error: string };

/** IPC channel names, one per call; shared by main and preload so they cannot drift apart. */
export const IPC = {
  getSettings: 'castall:settings:get',
  setServerUrl: 'castall:settings:set-server-url',
  getToken: 'castall:token:get',
  setToken: 'castall:token:set',
  getAuthenticated: 'castall:authenticated:get',
  setAuthenticated: 'castall:authenticated:set',
  getLoginAttempts: 'castall:login-attempts:get',
  setLoginAttempts: 'castall:login-attempts:set',
  tokenPersistence: 'castall:token:persistence',
  getDeviceToken: 'castall:device-token:get',
  setDeviceToken: 'castall:device-token:set',
} as const satisfies Record<keyof CastallDesktopApi, string>;

export type IpcChannel = (typeof IPC)[keyof typeof IPC];
