/**
 * Test doubles for what cannot exist on the build machines (the Electron binary, the OS
 * keychain). Each implements only the small interface the module under test declares.
 */
import type { DesktopStore, DesktopStoreData } from '../main/store-schema';
import { STORE_DEFAULTS } from '../main/store-schema';
import type { SafeStorageLike } from '../main/token-store';

/** An in-memory electron-store (the real one is exercised through `conf` in store-schema.test). */
export function memoryStore(initial: Partial<DesktopStoreData> = {}): DesktopStore & {
  data: DesktopStoreData;
} {
  const data: DesktopStoreData = { ...STORE_DEFAULTS, ...initial };
  return {
    data,
    get: (key) => data[key],
    set: (key, value) => {
      data[key] = value;
    },
  };
}

/**
 * safeStorage stand-in: "encrypts" by reversing and prefixing, so a test can tell that the
 * stored value is not the plain token and that decrypting gives it back.
 */
export function fakeSafeStorage(options: {
  available: boolean;
  backend?: string;
}): SafeStorageLike {
  return {
    isEncryptionAvailable: () => options.available,
    getSelectedStorageBackend: () => options.backend ?? 'gnome_libsecret',
    encryptString: (text) => Buffer.from(`enc:${[...text].reverse().join('')}`),
    decryptString: (buffer) => {
      const text = buffer.toString();
      if (!text.startsWith('enc:')) throw new Error('Error while decrypting the ciphertext');
      return [...text.slice(4)].reverse().join('');
    },
  };
}

type Listener = (...args: never[]) => unknown;

/** Collects `on(event, listener)` registrations and lets a test fire them. */
export class FakeEmitter {
  readonly listeners = new Map<string, Listener[]>();

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  once(event: string, listener: Listener): this {
    return this.on(event, listener);
  }

  emit(event: string, ...args: unknown[]): unknown[] {
    return (this.listeners.get(event) ?? []).map((listener) =>
      (listener as (...a: unknown[]) => unknown)(...args),
    );
  }
}
