import type { CastallDesktopApi } from '../shared/desktop-api';

declare global {
  interface Window {
    /** Exposed by the preload script (contextBridge); undefined outside the desktop app. */
    readonly castallDesktop?: CastallDesktopApi;
  }
}
