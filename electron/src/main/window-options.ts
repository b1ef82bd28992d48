import type { WindowState } from './store-schema';

export const APP_TITLE = 'CAST ALL Admin';
const DEFAULT_SIZE = { width: 1280, height: 820 };
const MIN_SIZE = { minWidth: 900, minHeight: 600 };

/** The webPreferences every window of the app gets (security checklist #2-#4, #6). */
export function secureWebPreferences(preloadPath: string) {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webviewTag: false,
    // webSecurity and allowRunningInsecureContent are left at their safe defaults on purpose.
    spellcheck: false,
  } as const;
}

export interface MainWindowOptionsInput {
  preloadPath: string;
  iconPath?: string;
  state: WindowState | null;
}

/** BrowserWindow options: remembered size and position, hidden until the first paint. */
export function mainWindowOptions({ preloadPath, iconPath, state }: MainWindowOptionsInput) {
  const bounds =
    state === null
      ? DEFAULT_SIZE
      : { x: state.x, y: state.y, width: state.width, height: state.height };
  return {
    ...bounds,
    ...MIN_SIZE,
    title: APP_TITLE,
    show: false,
    backgroundColor: '#ffffff',
    ...(iconPath === undefined ? {} : { icon: iconPath }),
    webPreferences: secureWebPreferences(preloadPath),
  };
}
