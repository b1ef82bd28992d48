import type { TokenPersistence } from '../shared/desktop-api';
import type { DesktopStore } from './store-schema';

/** The part of Electron's `safeStorage` used here; a fake in tests (there is no keychain here). */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only: 'basic_text' means no keyring, i.e. a fixed key, i.e. not really encrypted. */
  getSelectedStorageBackend?(): string;
}

export interface TokenStore {
  get(): string | null;
  set(token: string | null): void;
  persistence(): TokenPersistence;
}

function canEncrypt(safeStorage: SafeStorageLike): boolean {
  if (!safeStorage.isEncryptionAvailable()) return false;
  return safeStorage.getSelectedStorageBackend?.() !== 'basic_text';
}

/**
 * Spec §3 "Admin session" on the desktop: the token is written to disk only encrypted by the
 * operating system (safeStorage); where that is not offered it lives in memory for this run only,
 * and `persistence()` lets the screen say so. Call after Electron's `ready` (safeStorage needs it).
 */
export function createTokenStore(
  safeStorage: SafeStorageLike,
  store: DesktopStore,
  key: 'encryptedToken' | 'encryptedDeviceToken' = 'encryptedToken',
): TokenStore {
  const encrypted = canEncrypt(safeStorage);
  let memoryToken: string | null = null;

  return {
    get() {
      if (!encrypted) return memoryToken;
      const stored = store.get(key);
      if (stored === null) return null;
      try {
        return safeStorage.decryptString(Buffer.from(stored, 'base64'));
      } catch {
        // A key that changed (another OS user, a reset keychain): the token is unusable.
        store.set(key, null);
        return null;
      }
    },
    set(token) {
      if (!encrypted) {
        memoryToken = token;
        return;
      }
      store.set(key, token === null ? null : safeStorage.encryptString(token).toString('base64'));
    },
    persistence: () => (encrypted ? 'encrypted' : 'memory'),
  };
}
