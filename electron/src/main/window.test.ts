import { describe, expect, it } from 'vitest';
import { FakeEmitter, memoryStore } from '../testing/fakes';
import { mainWindowOptions, secureWebPreferences } from './window-options';
import { rememberWindowState, restorableWindowState, type TrackedWindow } from './window-state';

describe('window options', () => {
  it('isolate the page from Node and Electron (security checklist)', () => {
    const prefs = secureWebPreferences('/app/preload.cjs');
    expect(prefs).toMatchObject({
      preload: '/app/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
    });
    // webSecurity must never be turned off; leaving it out keeps Electron's default (on).
    expect(prefs).not.toHaveProperty('webSecurity');
    expect(prefs).not.toHaveProperty('allowRunningInsecureContent');
    expect(prefs).not.toHaveProperty('experimentalFeatures');
  });

  it('open at the remembered size and position, hidden until the first paint', () => {
    const options = mainWindowOptions({
      preloadPath: '/p.cjs',
      state: { x: 10, y: 20, width: 1000, height: 700, maximized: false },
    });
    expect(options).toMatchObject({ x: 10, y: 20, width: 1000, height: 700, show: false });
    expect(options.title).toBe('CAST ALL Admin');
    expect(mainWindowOptions({ preloadPath: '/p.cjs', state: null })).toMatchObject({
      width: 1280,
      height: 820,
    });
  });
});

describe('window state', () => {
  const screen = [{ x: 0, y: 0, width: 1920, height: 1040 }];

  it('is saved when the window closes and restored on a visible display', () => {
    const store = memoryStore();
    const emitter = new FakeEmitter();
    const window: TrackedWindow = {
      getNormalBounds: () => ({ x: 100, y: 50, width: 1100, height: 760 }),
      isMaximized: () => true,
      on: (event, listener) => emitter.on(event, listener),
    };
    rememberWindowState(window, store);
    emitter.emit('close');
    expect(store.data.windowState).toEqual({
      x: 100,
      y: 50,
      width: 1100,
      height: 760,
      maximized: true,
    });
    expect(restorableWindowState(store, screen)).toEqual(store.data.windowState);
  });

  it('forgets a position on a monitor that is gone, keeping the size', () => {
    const store = memoryStore({
      windowState: { x: 3000, y: 0, width: 900, height: 600, maximized: false },
    });
    expect(restorableWindowState(store, screen)).toEqual({
      width: 900,
      height: 600,
      maximized: false,
    });
  });
});
