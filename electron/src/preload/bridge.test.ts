import { describe, expect, it, vi } from 'vitest';
import { IPC } from '../shared/desktop-api';
import { createDesktopBridge } from './bridge';

describe('createDesktopBridge', () => {
  it('exposes one function per channel and nothing of ipcRenderer', () => {
    const bridge = createDesktopBridge({ invoke: vi.fn() });
    expect(Object.keys(bridge).sort()).toEqual(Object.keys(IPC).sort());
    expect(bridge).not.toHaveProperty('invoke');
    expect(Object.isFrozen(bridge)).toBe(true);
  });

  it('forwards each call to its own channel with at most one argument', async () => {
    const invoke = vi.fn(async (channel: string) => (channel === IPC.getToken ? 'tok' : undefined));
    const bridge = createDesktopBridge({ invoke });
    expect(await bridge.getToken()).toBe('tok');
    const record = { count: 1, lockoutUntil: null, firstAttemptTime: 5 };
    await bridge.setLoginAttempts(record);
    await (bridge.setToken as (...args: unknown[]) => Promise<void>)('t', 'smuggled');
    expect(invoke.mock.calls).toEqual([
      [IPC.getToken],
      [IPC.setLoginAttempts, record],
      [IPC.setToken, 't'],
    ]);
  });

  it('lets a refusal from main reach the page as a rejected promise', async () => {
    const bridge = createDesktopBridge({
      invoke: async () => Promise.reject(new Error('Refused')),
    });
    await expect(bridge.getSettings()).rejects.toThrow('Refused');
  });
});
