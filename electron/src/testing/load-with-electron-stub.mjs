// Loads a built bundle (dist/main.cjs or dist/preload.cjs) in plain Node with `electron`
// replaced by a recording stub: the real module exists only inside the Electron binary, which
// cannot be downloaded on the build machines. Prints what the bundle did as one JSON line.
// Usage: node load-with-electron-stub.mjs <bundle> <userDataDir>
import Module, { createRequire } from 'node:module';

const [bundle, userData] = process.argv.slice(2);
const calls = [];
const record =
  (name) =>
  (...args) => {
    calls.push([name, ...args.filter((arg) => typeof arg !== 'function')]);
  };

function emitter(name) {
  return { on: record(`${name}.on`), once: record(`${name}.once`) };
}

const webContents = {
  ...emitter('webContents'),
  setWindowOpenHandler: record('webContents.setWindowOpenHandler'),
};

class BrowserWindow {
  static getAllWindows = () => [];
  constructor(options) {
    calls.push(['new BrowserWindow', options]);
    this.webContents = webContents;
  }
  on = record('window.on');
  once = record('window.once');
  loadURL(url) {
    calls.push(['window.loadURL', url]);
    return Promise.resolve();
  }
}

const stub = {
  app: {
    ...emitter('app'),
    isPackaged: false,
    setName: record('app.setName'),
    requestSingleInstanceLock: () => true,
    quit: record('app.quit'),
    whenReady: () => Promise.resolve(),
    getPath: () => userData,
    getVersion: () => '0.0.0-test',
  },
  BrowserWindow,
  ipcMain: { handle: record('ipcMain.handle'), on: record('ipcMain.on') },
  Menu: { buildFromTemplate: (template) => template, setApplicationMenu: record('Menu.set') },
  protocol: {
    registerSchemesAsPrivileged: record('protocol.registerSchemesAsPrivileged'),
    handle: record('protocol.handle'),
  },
  safeStorage: {
    isEncryptionAvailable: () => false,
    encryptString: () => Buffer.alloc(0),
    decryptString: () => '',
  },
  screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
  session: {
    defaultSession: {
      setPermissionRequestHandler: record('session.setPermissionRequestHandler'),
      setPermissionCheckHandler: record('session.setPermissionCheckHandler'),
    },
  },
  shell: { openExternal: record('shell.openExternal') },
  contextBridge: { exposeInMainWorld: record('contextBridge.exposeInMainWorld') },
  ipcRenderer: { invoke: record('ipcRenderer.invoke') },
};

const load = Module._load;
Module._load = function loadWithStub(request, ...rest) {
  return request === 'electron' ? stub : load.call(this, request, ...rest);
};

createRequire(import.meta.url)(bundle);
// Let whenReady().then(start) run before reporting.
setTimeout(() => process.stdout.write(`${JSON.stringify(calls)}\n`), 50);
