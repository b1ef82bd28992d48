/** `start` runs this long after the parsed document at the latest, painted or not. */
export const FIRST_PAINT_WAIT_MS = 3000;

/**
 * Runs `start` once, when the page's first contentful paint is on screen (issue 12: on a slow
 * phone the prerendered HTML is the page, so no script competes with it for the first frame;
 * Lighthouse mobile, first paint 1.4–1.7 s → 0.7–0.9 s). Timed by the browser's `paint` entry,
 * which comes after the frame is presented, not when it is drawn. A hidden or prerendering
 * document paints nothing, so it starts at once, and so does a page hidden before its first
 * paint; a browser without paint timing waits for the first frame after parsing, and any page
 * no longer than FIRST_PAINT_WAIT_MS.
 */
export function afterFirstPaint(win: Window, start: () => void): void {
  const doc = win.document;
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  if (doc.visibilityState !== 'visible') {
    once();
    return;
  }
  doc.addEventListener('visibilitychange', once, { once: true });
  const afterParse = (then: () => void) => {
    if (doc.readyState === 'loading')
      doc.addEventListener('DOMContentLoaded', then, { once: true });
    else then();
  };
  afterParse(() => win.setTimeout(once, FIRST_PAINT_WAIT_MS));
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver })
    .PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    const observer = new Observer((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      // Already a task of its own after the paint; not a timer, which a page's paused test
      // clock (Playwright's) would hold back.
      once();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    afterParse(() => win.requestAnimationFrame(() => win.setTimeout(once, 0)));
  }
}
