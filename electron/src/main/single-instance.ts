/** The part of Electron's `app` used here; a fake in tests. */
export interface SingleInstanceApp {
  requestSingleInstanceLock(): boolean;
  quit(): void;
  on(event: 'second-instance', listener: () => void): void;
}

export interface FocusableWindow {
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
}

/**
 * One app at a time: two windows writing the same store could undo each other's lockout record.
 * A second launch quits and brings the first window to the front instead.
 * @returns false when this process is the second one and is quitting.
 */
export function claimSingleInstance(
  app: SingleInstanceApp,
  currentWindow: () => FocusableWindow | null,
): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', () => {
    const window = currentWindow();
    if (window === null) return;
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
  });
  return true;
}
