import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMainAndPreload } from '../build';
import { IPC } from './shared/desktop-api';

const run = promisify(execFile);
const LOADER = fileURLToPath(new URL('./testing/load-with-electron-stub.mjs', import.meta.url));

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'castall-desktop-build-'));
  await buildMainAndPreload(dir);
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Runs a bundle under plain Node with `electron` stubbed; answers what it called. */
async function load(bundle: string): Promise<unknown[][]> {
  const { stdout } = await run(process.execPath, [LOADER, path.join(dir, bundle), dir]);
  return JSON.parse(stdout) as unknown[][];
}

const named = (calls: unknown[][], name: string) => calls.filter((call) => call[0] === name);

// The Electron binary cannot run here; this checks that the bundles parse, are CommonJS, need
// nothing but `electron` at run time, and wire the tested modules together as intended.
describe('the built desktop bundles (electron replaced by a stub)', () => {
  it('main registers the app scheme, IPC, guards and opens the secure window', async () => {
    const calls = await load('main.cjs');
    expect(named(calls, 'protocol.registerSchemesAsPrivileged')).toHaveLength(1);
    expect(named(calls, 'protocol.handle')).toEqual([['protocol.handle', 'app']]);
    expect(named(calls, 'ipcMain.handle').map((call) => call[1])).toEqual(
      expect.arrayContaining(Object.values(IPC)),
    );
    expect(named(calls, 'session.setPermissionRequestHandler')).toHaveLength(1);
    expect(named(calls, 'webContents.setWindowOpenHandler')).toHaveLength(1);
    expect(named(calls, 'webContents.on').map((call) => call[1])).toEqual(
      expect.arrayContaining([
        'will-navigate',
        'will-redirect',
        'did-fail-load',
        'render-process-gone',
      ]),
    );
    const [windowCall] = named(calls, 'new BrowserWindow');
    expect(windowCall?.[1]).toMatchObject({
      show: false,
      webPreferences: {
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        preload: path.join(dir, 'preload.cjs'),
      },
    });
    expect(named(calls, 'window.loadURL')).toEqual([['window.loadURL', 'app://castall/']]);
  });

  it('preload exposes only the bridge, as window.castallDesktop', async () => {
    const calls = await load('preload.cjs');
    expect(calls).toEqual([
      ['contextBridge.exposeInMainWorld', 'castallDesktop', expect.any(Object)],
    ]);
  });
});
