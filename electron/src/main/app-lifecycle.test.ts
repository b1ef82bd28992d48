import { describe, expect, it, vi } from 'vitest';
import { FakeEmitter } from '../testing/fakes';
import { buildMenuTemplate } from './menu';
import { denyAllPermissions, type PermissionSession } from './permissions';
import { handleQuit } from './quit';
import { claimSingleInstance, type FocusableWindow } from './single-instance';

function fakeApp(lock: boolean) {
  const emitter = new FakeEmitter();
  return Object.assign(emitter, {
    requestSingleInstanceLock: vi.fn(() => lock),
    quit: vi.fn(),
  });
}

function fakeWindow(minimized: boolean): FocusableWindow {
  return {
    isMinimized: () => minimized,
    restore: vi.fn(),
    show: vi.fn(),
    focus: vi.fn(),
  };
}

describe('claimSingleInstance', () => {
  it('quits a second instance', () => {
    const app = fakeApp(false);
    expect(claimSingleInstance(app, () => null)).toBe(false);
    expect(app.quit).toHaveBeenCalled();
  });

  it('brings the first window back when a second launch is attempted', () => {
    const app = fakeApp(true);
    const window = fakeWindow(true);
    expect(claimSingleInstance(app, () => window)).toBe(true);
    app.emit('second-instance');
    expect(window.restore).toHaveBeenCalled();
    expect(window.focus).toHaveBeenCalled();
    expect(app.quit).not.toHaveBeenCalled();
  });
});

describe('handleQuit', () => {
  it('quits when the last window closes, except on macOS', () => {
    for (const [platform, quits] of [
      ['linux', 1],
      ['win32', 1],
      ['darwin', 0],
    ] as const) {
      const app = fakeApp(true);
      handleQuit(app, platform, new FakeEmitter());
      app.emit('window-all-closed');
      expect(app.quit).toHaveBeenCalledTimes(quits);
    }
  });

  it('quits through Electron on SIGINT and SIGTERM, so close handlers still run', () => {
    const app = fakeApp(true);
    const signals = new FakeEmitter();
    handleQuit(app, 'linux', signals);
    signals.emit('SIGTERM');
    expect(app.quit).toHaveBeenCalledTimes(1);
  });
});

describe('denyAllPermissions', () => {
  function handlers() {
    let request: Parameters<PermissionSession['setPermissionRequestHandler']>[0] | undefined;
    let check: Parameters<PermissionSession['setPermissionCheckHandler']>[0] | undefined;
    denyAllPermissions({
      setPermissionRequestHandler: (handler) => {
        request = handler;
      },
      setPermissionCheckHandler: (handler) => {
        check = handler;
      },
    });
    const ask = (permission: string, requestingUrl: string) => {
      const callback = vi.fn();
      request?.({}, permission, callback, { requestingUrl });
      return callback.mock.calls[0]?.[0] as boolean;
    };
    return { ask, check: (permission: string, origin: string) => check?.({}, permission, origin) };
  }

  it('refuses every permission request and check', () => {
    const { ask, check } = handlers();
    for (const permission of ['media', 'geolocation', 'notifications', 'openExternal', 'hid']) {
      expect(ask(permission, 'app://castall/'), permission).toBe(false);
      expect(check(permission, 'app://castall'), permission).toBe(false);
    }
  });

  it("lets only the app's own page reach the server on this machine or the LAN", () => {
    const { ask, check } = handlers();
    expect(ask('loopback-network', 'app://castall/')).toBe(true);
    expect(ask('local-network-access', 'app://castall/')).toBe(true);
    expect(check('local-network', 'app://castall')).toBe(true);
    expect(ask('loopback-network', 'https://evil.example/')).toBe(false);
    expect(check('local-network-access', 'https://evil.example')).toBe(false);
  });
});

describe('buildMenuTemplate', () => {
  const roles = (items: ReturnType<typeof buildMenuTemplate>) =>
    items.flatMap((item) => [
      item.role,
      ...(Array.isArray(item.submenu) ? item.submenu.map((sub) => sub.role) : []),
    ]);

  it('has the usual edit shortcuts (by role, so each OS gets its own keys)', () => {
    const template = buildMenuTemplate({ appName: 'A', platform: 'win32', isDevelopment: false });
    expect(roles(template)).toEqual(
      expect.arrayContaining([
        'undo',
        'redo',
        'cut',
        'copy',
        'paste',
        'selectAll',
        'quit',
        'reload',
      ]),
    );
    expect(roles(template)).not.toContain('toggleDevTools');
    expect(roles(template)).not.toContain('appMenu');
  });

  it('adds the macOS app menu there and DevTools in development', () => {
    const template = buildMenuTemplate({ appName: 'A', platform: 'darwin', isDevelopment: true });
    expect(roles(template)).toEqual(expect.arrayContaining(['appMenu', 'toggleDevTools', 'close']));
  });
});
