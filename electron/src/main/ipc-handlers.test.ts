import { describe, expect, it } from 'vitest';
import { IPC } from '../shared/desktop-api';
import { fakeSafeStorage, memoryStore } from '../testing/fakes';
import { registerIpcHandlers, type InvokeEventLike } from './ipc-handlers';
import { createSettings } from './settings';
import { createTokenStore } from './token-store';

type Listener = (event: InvokeEventLike, ...args: unknown[]) => unknown;

function setup() {
  const handlers = new Map<string, Listener>();
  const store = memoryStore();
  const tokens = createTokenStore(fakeSafeStorage({ available: true }), store);
  const devices = createTokenStore(
    fakeSafeStorage({ available: true }),
    store,
    'encryptedDeviceToken',
  );
  registerIpcHandlers({
    ipcMain: { handle: (channel, listener) => handlers.set(channel, listener) },
    store,
    tokens,
    devices,
    settings: createSettings(store, tokens),
    appOrigin: 'app://castall',
  });
  const fromApp: InvokeEventLike = { senderFrame: { url: 'app://castall/admin', parent: null } };
  const invoke = async (channel: string, event: InvokeEventLike, ...args: unknown[]) => {
    const listener = handlers.get(channel);
    if (listener === undefined) throw new Error(`no handler for ${channel}`);
    return listener(event, ...args);
  };
  return { handlers, store, tokens, devices, fromApp, invoke };
}

describe('registerIpcHandlers', () => {
  it('handles exactly the channels of the preload API', () => {
    expect([...setup().handlers.keys()].sort()).toEqual(Object.values(IPC).sort());
  });

  it('stores what the admin screens need for the app top frame', async () => {
    const { invoke, fromApp, store, tokens } = setup();
    const record = { count: 1, lockoutUntil: null, firstAttemptTime: 1000 };
    await invoke(IPC.setLoginAttempts, fromApp, record);
    await invoke(IPC.setAuthenticated, fromApp, true);
    await invoke(IPC.setToken, fromApp, 'A'.repeat(43));
    expect(await invoke(IPC.getLoginAttempts, fromApp)).toEqual(record);
    expect(await invoke(IPC.getAuthenticated, fromApp)).toBe(true);
    expect(await invoke(IPC.getToken, fromApp)).toBe('A'.repeat(43));
    expect(tokens.get()).toBe('A'.repeat(43));
    expect(store.data.loginAttempts).toEqual(record);
    expect(await invoke(IPC.tokenPersistence, fromApp)).toBe('encrypted');
  });

  // Issue 38: the desktop keeps its login device token, encrypted, apart from the session token.
  it('keeps the login device token encrypted, apart from the session token', async () => {
    const { invoke, fromApp, store, tokens, devices } = setup();
    const device = `${'d'.repeat(22)}.${'s'.repeat(43)}`;
    await invoke(IPC.setToken, fromApp, 'A'.repeat(43));
    await invoke(IPC.setDeviceToken, fromApp, device);
    expect(await invoke(IPC.getDeviceToken, fromApp)).toBe(device);
    expect(devices.get()).toBe(device);
    expect(tokens.get()).toBe('A'.repeat(43));
    expect(store.data.encryptedDeviceToken).not.toContain(device);
    await expect(invoke(IPC.setDeviceToken, fromApp, 'made-up')).rejects.toThrow('Invalid');
    await expect(
      invoke(IPC.getDeviceToken, { senderFrame: { url: 'https://evil.example/', parent: null } }),
    ).rejects.toThrow('Refused');
    await invoke(IPC.setDeviceToken, fromApp, null);
    expect(await invoke(IPC.getDeviceToken, fromApp)).toBeNull();
  });

  it('validates and stores the server address', async () => {
    const { invoke, fromApp } = setup();
    expect(await invoke(IPC.setServerUrl, fromApp, 'http://localhost:4000/')).toMatchObject({
      ok: true,
      settings: { serverUrl: 'http://localhost:4000', serverUrlConfirmed: true },
    });
    expect(await invoke(IPC.setServerUrl, fromApp, 'file:///etc')).toMatchObject({ ok: false });
    expect(await invoke(IPC.getSettings, fromApp)).toEqual({
      serverUrl: 'http://localhost:4000',
      serverUrlConfirmed: true,
    });
  });

  it.each<[string, InvokeEventLike]>([
    ['another origin', { senderFrame: { url: 'https://evil.example/', parent: null } }],
    ['a sub-frame of the app', { senderFrame: { url: 'app://castall/x', parent: {} } }],
    ['a destroyed frame', { senderFrame: null }],
    ['a file:// page', { senderFrame: { url: 'file:///tmp/x.html', parent: null } }],
  ])('refuses every call from %s', async (_label, event) => {
    const { invoke, handlers } = setup();
    for (const channel of handlers.keys()) {
      await expect(invoke(channel, event)).rejects.toThrow(/Refused/);
    }
  });

  it('refuses arguments of the wrong shape and stores nothing', async () => {
    const { invoke, fromApp, store } = setup();
    await expect(invoke(IPC.setToken, fromApp, { toString: () => 'x' })).rejects.toThrow();
    await expect(invoke(IPC.setToken, fromApp, 'has space')).rejects.toThrow();
    await expect(invoke(IPC.setAuthenticated, fromApp, 'true')).rejects.toThrow();
    await expect(
      invoke(IPC.setLoginAttempts, fromApp, {
        count: 1.5,
        lockoutUntil: null,
        firstAttemptTime: 0,
      }),
    ).rejects.toThrow();
    await expect(invoke(IPC.setServerUrl, fromApp, 42)).rejects.toThrow();
    expect(store.data.encryptedToken).toBeNull();
    expect(store.data.authenticated).toBe(false);
    expect(store.data.loginAttempts).toBeNull();
  });

  it('keeps only the record fields, dropping anything extra the page adds', async () => {
    const { invoke, fromApp, store } = setup();
    await invoke(IPC.setLoginAttempts, fromApp, {
      count: 3,
      lockoutUntil: 5000,
      firstAttemptTime: 1000,
      extra: 'x',
    });
    expect(store.data.loginAttempts).toEqual({
      count: 3,
      lockoutUntil: 5000,
      firstAttemptTime: 1000,
    });
    await invoke(IPC.setLoginAttempts, fromApp, null);
    expect(store.data.loginAttempts).toBeNull();
  });
});
