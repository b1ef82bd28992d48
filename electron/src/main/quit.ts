/** The part of Electron's `app` used here; a fake in tests. */
export interface QuittingApp {
  on(event: 'window-all-closed', listener: () => void): void;
  quit(): void;
}

export interface SignalSource {
  once(signal: 'SIGINT' | 'SIGTERM', listener: () => void): void;
}

/**
 * Closing the last window quits (except on macOS, where apps stay in the dock), and so does
 * Ctrl+C or a kill in a terminal (`npm run desktop`): `app.quit()` closes the windows in order,
 * so their `close` handlers (window state) still run. electron-store writes synchronously, so
 * nothing else is pending.
 */
export function handleQuit(app: QuittingApp, platform: NodeJS.Platform, signals: SignalSource) {
  app.on('window-all-closed', () => {
    if (platform !== 'darwin') app.quit();
  });
  signals.once('SIGINT', () => app.quit());
  signals.once('SIGTERM', () => app.quit());
}
