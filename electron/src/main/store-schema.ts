import type { LoginAttemptRecord } from '@castall/contracts';
import { DEFAULT_SERVER_URL } from '../shared/server-url';

/** Where and how the main window last stood, so it opens there again. */
export interface WindowState {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
}

/** Everything the app keeps on disk (electron-store, a JSON file in the user-data folder). */
export interface DesktopStoreData {
  serverUrl: string;
  serverUrlConfirmed: boolean;
  authenticated: boolean;
  loginAttempts: LoginAttemptRecord | null;
  /** The session token encrypted by safeStorage, base64; never the plain token. */
  encryptedToken: string | null;
  /** The login device token (issue 38), encrypted like the session token. */
  encryptedDeviceToken: string | null;
  windowState: WindowState | null;
}

/** The subset of electron-store (and of `conf`, which it extends) the main modules use. */
export interface KeyValueStore<T> {
  get<K extends keyof T>(key: K): T[K];
  set<K extends keyof T>(key: K, value: T[K]): void;
}

export type DesktopStore = KeyValueStore<DesktopStoreData>;

export const STORE_DEFAULTS: DesktopStoreData = {
  serverUrl: DEFAULT_SERVER_URL,
  serverUrlConfirmed: false,
  authenticated: false,
  loginAttempts: null,
  encryptedToken: null,
  encryptedDeviceToken: null,
  windowState: null,
};

const epochMs = { type: 'number', minimum: 0 } as const;

/**
 * JSON schema checked by electron-store (through conf/ajv) on every write and on load, so a
 * hand-edited or corrupted file cannot feed the app a wrong type.
 */
export const STORE_SCHEMA = {
  serverUrl: { type: 'string', format: 'uri', pattern: '^https?://' },
  serverUrlConfirmed: { type: 'boolean' },
  authenticated: { type: 'boolean' },
  loginAttempts: {
    type: ['object', 'null'],
    properties: {
      count: { type: 'integer', minimum: 0 },
      lockoutUntil: { type: ['number', 'null'], minimum: 0 },
      firstAttemptTime: epochMs,
    },
    required: ['count', 'lockoutUntil', 'firstAttemptTime'],
    additionalProperties: false,
  },
  encryptedToken: { type: ['string', 'null'] },
  encryptedDeviceToken: { type: ['string', 'null'] },
  windowState: {
    type: ['object', 'null'],
    properties: {
      x: { type: 'number' },
      y: { type: 'number' },
      width: { type: 'number', minimum: 200 },
      height: { type: 'number', minimum: 200 },
      maximized: { type: 'boolean' },
    },
    required: ['width', 'height', 'maximized'],
  },
} as const;

/** Options for `new Store(...)` (electron-store) or `new Conf(...)` in tests. */
export const STORE_OPTIONS = {
  name: 'castall-desktop',
  defaults: STORE_DEFAULTS,
  schema: STORE_SCHEMA,
  // A file that fails the schema is replaced by the defaults instead of crashing the app.
  clearInvalidConfig: true,
};
