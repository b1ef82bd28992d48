import type { DesktopStore, WindowState } from './store-schema';

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The part of a BrowserWindow that window-state tracking uses; a fake in tests. */
export interface TrackedWindow {
  getNormalBounds(): Rectangle;
  isMaximized(): boolean;
  on(event: 'close', listener: () => void): void;
}

function overlaps(a: Rectangle, b: Rectangle): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The stored window state, unless its position is on no current display (a monitor that was
 * unplugged): then only the size is kept and the system places the window.
 */
export function restorableWindowState(
  store: DesktopStore,
  displayAreas: readonly Rectangle[],
): WindowState | null {
  const state = store.get('windowState');
  if (state === null || state.x === undefined || state.y === undefined) return state;
  const rect = { x: state.x, y: state.y, width: state.width, height: state.height };
  if (displayAreas.some((area) => overlaps(rect, area))) return state;
  return { width: state.width, height: state.height, maximized: state.maximized };
}

/** Saves the window's normal (unmaximized) bounds and maximized flag when it closes. */
export function rememberWindowState(window: TrackedWindow, store: DesktopStore): void {
  window.on('close', () => {
    const bounds = window.getNormalBounds();
    store.set('windowState', { ...bounds, maximized: window.isMaximized() });
  });
}
