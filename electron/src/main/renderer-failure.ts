import { APP_ERROR_URL } from './app-origin';

/** The part of a WebContents this module uses; a fake in tests. */
export interface FailingContents {
  on(
    event: 'did-fail-load',
    listener: (
      e: unknown,
      errorCode: number,
      description: string,
      url: string,
      isMainFrame: boolean,
    ) => void,
  ): void;
  on(
    event: 'render-process-gone',
    listener: (e: unknown, details: { reason: string }) => void,
  ): void;
  loadURL(url: string): Promise<void>;
}

// Chromium's ERR_ABORTED: a load replaced by another one, not a failure.
const ERR_ABORTED = -3;

/**
 * Issue 6 "a clear error screen instead of a blank window": when the app's page cannot load or
 * its renderer process dies, the window shows the static error page, with the reason.
 */
export function showErrorScreenOnFailure(contents: FailingContents, log: (text: string) => void) {
  const showError = (reason: string) => {
    log(`Renderer failed: ${reason}`);
    contents.loadURL(`${APP_ERROR_URL}?reason=${encodeURIComponent(reason)}`).catch(() => {
      // The error page itself failed: nothing better to show; the log line above remains.
    });
  };
  contents.on('did-fail-load', (_e, errorCode, description, url, isMainFrame) => {
    if (!isMainFrame || errorCode === ERR_ABORTED || url.startsWith(APP_ERROR_URL)) return;
    showError(description);
  });
  contents.on('render-process-gone', (_e, details) => {
    if (details.reason !== 'clean-exit') showError(details.reason);
  });
}
