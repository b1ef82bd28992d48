/**
 * Entry of the main process: wires Electron's real modules into the plain modules beside this
 * file (each takes its Electron dependencies as arguments and is unit-tested with fakes, since
 * the Electron binary cannot run on the build machines). Bundled to dist/main.cjs by build.ts.
 */
import {
  app,
  BrowserWindow,
  ipcMain,
  Menu,
  protocol,
  safeStorage,
  screen,
  session,
  shell,
} from 'electron';
import Store from 'electron-store';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APP_START_URL } from './app-origin';
import { buildRendererCsp } from './csp';
import { registerIpcHandlers } from './ipc-handlers';
import { buildMenuTemplate } from './menu';
import { attachNavigationGuards } from './navigation-guards';
import { denyAllPermissions } from './permissions';
import { handleQuit } from './quit';
import { showErrorScreenOnFailure } from './renderer-failure';
import { registerAppScheme, rendererRequestHandler } from './renderer-protocol';
import { createSettings } from './settings';
import { claimSingleInstance } from './single-instance';
import { STORE_OPTIONS, type DesktopStoreData } from './store-schema';
import { createTokenStore } from './token-store';
import { APP_TITLE, mainWindowOptions } from './window-options';
import { rememberWindowState, restorableWindowState } from './window-state';
import { APP_ORIGIN } from './app-origin';

const isDevelopment = !app.isPackaged;
const rendererDir = path.join(__dirname, 'renderer');
const preloadPath = path.join(__dirname, 'preload.cjs');
const iconPath = path.join(rendererDir, 'icon.png');

let mainWindow: BrowserWindow | null = null;

app.setName(APP_TITLE);
registerAppScheme(protocol);

if (claimSingleInstance(app, () => mainWindow)) {
  handleQuit(app, process.platform, process);
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      console.error('The app could not start', error);
      app.quit();
    });
}

function start() {
  const store = new Store<DesktopStoreData>(STORE_OPTIONS);
  const tokens = createTokenStore(safeStorage, store);
  const devices = createTokenStore(safeStorage, store, 'encryptedDeviceToken');
  const settings = createSettings(store, tokens);

  denyAllPermissions(session.defaultSession);
  protocol.handle(
    'app',
    rendererRequestHandler({
      rootDir: rendererDir,
      csp: () => buildRendererCsp(settings.serverOrigin()),
    }),
  );
  registerIpcHandlers({ ipcMain, store, tokens, devices, settings, appOrigin: APP_ORIGIN });
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      buildMenuTemplate({ appName: APP_TITLE, platform: process.platform, isDevelopment }),
    ),
  );

  const openWindow = () => {
    const displays = screen.getAllDisplays().map((display) => display.workArea);
    const state = restorableWindowState(store, displays);
    const window = new BrowserWindow(
      mainWindowOptions({
        preloadPath,
        iconPath: existsSync(iconPath) ? iconPath : undefined,
        state,
      }),
    );
    mainWindow = window;
    attachNavigationGuards(window.webContents, (url) => shell.openExternal(url));
    showErrorScreenOnFailure(window.webContents, (text) => console.error(text));
    rememberWindowState(window, store);
    window.once('ready-to-show', () => {
      if (state?.maximized === true) window.maximize();
      window.show();
    });
    window.on('closed', () => {
      mainWindow = null;
    });
    void window.loadURL(APP_START_URL);
  };

  openWindow();
  // macOS: clicking the dock icon with no window open opens one again.
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openWindow();
  });
}
