/**
 * The page's own scripts start loading only once the page has painted (issue 12). On a slow
 * phone the prerendered HTML is the page: its text and pictures are complete without script,
 * so nothing should compete with them for the first frame, neither the scripts' download nor
 * their evaluation. Measured with Lighthouse (mobile): first paint 1.4–1.7 s → 0.7–0.9 s.
 * A press before the scripts are live is held and replayed (early-input.ts).
 */
import { afterFirstPaint } from './after-first-paint';

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

/** Loads the scripts listed in the page once its first contentful paint is on screen. */
export function installPageScripts(win: Window): void {
  const data = win.document.getElementById(PAGE_SCRIPTS_ID)?.textContent;
  if (!data) return;
  const list = JSON.parse(data) as PageScriptList;
  afterFirstPaint(win, () => loadPageScripts(win.document, list));
}

/** The data element the build writes into the page's head, before the boot script. */
export function pageScriptsElement(list: PageScriptList): string {
  const json = JSON.stringify(list).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${json}</script>`;
}
