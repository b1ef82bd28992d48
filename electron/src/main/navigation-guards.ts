import { isAppUrl } from './app-origin';
import { isAllowedExternalUrl } from './external-links';

interface PreventableEvent {
  preventDefault(): void;
}

/** The part of Electron's WebContents the guards use; a fake in tests. */
export interface GuardedContents {
  on(
    event: 'will-navigate' | 'will-redirect',
    listener: (e: PreventableEvent, url: string) => void,
  ): void;
  on(event: 'will-attach-webview', listener: (e: PreventableEvent) => void): void;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

export type OpenExternal = (url: string) => Promise<void>;

function openIfAllowed(url: string, openExternal: OpenExternal): void {
  if (!isAllowedExternalUrl(url)) return;
  openExternal(url).catch(() => {
    // No browser registered for https: nothing more the app can do; the click just does nothing.
  });
}

/**
 * Security checklist #13-#15: the window never navigates away from the app's own pages, never
 * opens another Electron window, and never embeds a <webview>. Allow-listed links (chat app,
 * maps) go to the system browser instead.
 */
export function attachNavigationGuards(contents: GuardedContents, openExternal: OpenExternal) {
  const guard = (event: PreventableEvent, url: string) => {
    if (isAppUrl(url)) return;
    event.preventDefault();
    openIfAllowed(url, openExternal);
  };
  contents.on('will-navigate', guard);
  contents.on('will-redirect', guard);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    openIfAllowed(url, openExternal);
    return { action: 'deny' };
  });
}
