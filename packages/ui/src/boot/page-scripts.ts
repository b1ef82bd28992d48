/**
 * The page's own scripts start loading only once the page has painted (issue 12). On a slow
 * phone the prerendered HTML is the page: its text and pictures are complete without script,
 * so nothing should compete with them for the first frame, neither the scripts' download nor
 * their evaluation. Measured with Lighthouse (mobile): first paint 1.4–1.7 s → 0.7–0.9 s.
 * A press before the scripts are live is held and replayed (early-input.ts).
 */

/** The `<script type="application/json">` listing the page's scripts (written by the build). */
export const PAGE_SCRIPTS_ID = 'page-scripts';

export interface PageScriptList {
  /** The module that hydrates the page. */
  entry: string;
  /** Modules it imports, fetched beside it rather than one after another. */
  preload: string[];
}

/** Adds the page's module script and its preloads to the document. */
export function loadPageScripts(doc: Document, list: PageScriptList): void {
  for (const href of list.preload) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
  const script = doc.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = list.entry;
  doc.head.append(script);
}

/** Loading starts this long after the parsed document at the latest, painted or not. */
export const FIRST_PAINT_WAIT_MS = 3000;

/**
 * Loads the scripts listed in the page once its first contentful paint is on screen (the
 * browser's `paint` timing entry, which comes after the frame is presented, not when it is
 * drawn). A hidden or prerendering document paints nothing, so it loads them at once, and so
 * does a page hidden before its first paint; a browser without paint timing waits for the first
 * frame after parsing, and any page no longer than FIRST_PAINT_WAIT_MS.
 */
export function installPageScripts(win: Window): void {
  const doc = win.document;
  const data = doc.getElementById(PAGE_SCRIPTS_ID)?.textContent;
  if (!data) return;
  const list = JSON.parse(data) as PageScriptList;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    loadPageScripts(doc, list);
  };
  if (doc.visibilityState !== 'visible') {
    start();
    return;
  }
  doc.addEventListener('visibilitychange', start, { once: true });
  const afterParse = (then: () => void) => {
    if (doc.readyState === 'loading')
      doc.addEventListener('DOMContentLoaded', then, { once: true });
    else then();
  };
  afterParse(() => win.setTimeout(start, FIRST_PAINT_WAIT_MS));
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver })
    .PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    const observer = new Observer((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      // Already a task of its own after the paint; not a timer, which a page's paused test
      // clock (Playwright's) would hold back.
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    afterParse(() => win.requestAnimationFrame(() => win.setTimeout(start, 0)));
  }
}

/** The data element the build writes into the page's head, before the boot script. */
export function pageScriptsElement(list: PageScriptList): string {
  const json = JSON.stringify(list).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${json}</script>`;
}
