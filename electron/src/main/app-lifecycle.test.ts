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
  it('refuses every permission request and check', () => {
    let request: Parameters<PermissionSession['setPermissionRequestHandler']>[0] | undefined;
    let check: (() => boolean) | undefined;
    denyAllPermissions({
      setPermissionRequestHandler: (handler) => {
        request = handler;
      },
      setPermissionCheckHandler: (handler) => {
        check = handler;
      },
    });
    const callback = vi.fn();
    for (const permission of ['media', 'geolocation', 'notifications', 'openExternal']) {
      request?.({}, permission, callback);
    }
    expect(callback.mock.calls).toEqual([[false], [false], [false], [false]]);
    expect(check?.()).toBe(false);
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
