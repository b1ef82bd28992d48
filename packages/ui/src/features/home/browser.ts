/** Small browser helpers for effects (never call them during render: the page is prerendered). */

export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** True when the visitor asked the browser to save data (Chromium's `navigator.connection`). */
export function prefersSavingData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** Runs `callback` once the window `load` event has fired; returns a cancel function. */
export function whenPageLoaded(callback: () => void): () => void {
  if (document.readyState === 'complete') {
    const timer = window.setTimeout(callback, 0);
    return () => window.clearTimeout(timer);
  }
  window.addEventListener('load', callback, { once: true });
  return () => window.removeEventListener('load', callback);
}

/** Runs `callback` after the page has loaded and the main thread is idle. */
export function whenPageIdle(callback: () => void): () => void {
  let cancelIdle = () => {};
  const cancelLoad = whenPageLoaded(() => {
    // Safari has no requestIdleCallback.
    if (typeof (window as Partial<Window>).requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(callback, { timeout: 2000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const timer = window.setTimeout(callback, 200);
      cancelIdle = () => window.clearTimeout(timer);
    }
  });
  return () => {
    cancelLoad();
    cancelIdle();
  };
}
