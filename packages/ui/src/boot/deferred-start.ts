/**
 * When a public page's scripts start (issue 12). The page is complete prerendered HTML, so
 * its islands are not needed to read it: their scripts are fetched once the page's first frame
 * is painted (its text is on screen: the scripts never compete with it for the network or the
 * main thread), or as soon as the visitor reaches for the page (a press, a key, a focus), or
 * at the load event (a page opened in a background tab paints no frame), whichever comes
 * first. What the visitor does before they are live is held and replayed (early-input). The
 * list of scripts is a JSON element the prerender writes after this script.
 */

/** Id of the `<script type="application/json">` element listing the page's scripts. */
export const PAGE_SCRIPTS_ID = 'page-scripts';

/** The page's entry module and the chunks it will import, to fetch in parallel with it. */
export interface PageScriptList {
  entry: string;
  preload: string[];
}

/** The first signs of a visitor about to use a control. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input'] as const;

export function installDeferredStart(
  win: Window,
  load: (entry: string) => unknown = (entry) => import(/* @vite-ignore */ entry),
): void {
  const doc = win.document;
  let started = false;
  const start = () => {
    const element = doc.getElementById(PAGE_SCRIPTS_ID);
    if (started || !element) return;
    started = true;
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, start, true);
    const scripts = JSON.parse(element.textContent ?? '') as PageScriptList;
    for (const href of scripts.preload) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.append(link);
    }
    void load(scripts.entry);
  };
  for (const type of INTENT_EVENTS) {
    doc.addEventListener(type, start, { capture: true, passive: true });
  }
  if (doc.readyState === 'complete') {
    start();
    return;
  }
  win.addEventListener('load', start, { once: true });
  // A frame callback runs just before the frame is painted; a task queued from it runs after.
  const afterFirstPaint = () => win.requestAnimationFrame(() => win.setTimeout(start, 0));
  if (doc.readyState === 'loading') {
    doc.addEventListener('DOMContentLoaded', afterFirstPaint, { once: true });
  } else afterFirstPaint();
}
