export interface PageParts {
  html: string;
  head: string;
  htmlLang: string;
}

/** Puts a prerendered page into the HTML shell Vite built. */
export function injectPage(template: string, page: PageParts): string {
  if (!template.includes('<!--app-html-->') || !template.includes('<!--app-head-->')) {
    throw new Error('The HTML template lacks the <!--app-head--> or <!--app-html--> marker');
  }
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.htmlLang}"`)
    .replace('<!--app-head-->', page.head)
    .replace('<!--app-html-->', page.html);
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;

/**
 * Replaces the stylesheet links of the shell with the stylesheets themselves. The whole site
 * CSS is a few kB compressed, so inlining it removes the one render-blocking request between
 * the HTML and the first paint (measured: FCP and LCP on a throttled phone, docs/performance.md).
 * `</style` cannot occur in minified CSS content, so the text is safe inside the element.
 */
export function inlineStylesheets(template: string, readAsset: (href: string) => string): string {
  return template.replace(STYLESHEET_LINK, (_link, href: string) =>
    inlineStyle(href, readAsset(href)),
  );
}

/** A stylesheet's text as a `<style>` element. */
export function inlineStyle(href: string, css: string): string {
  if (/<\/style/i.test(css)) throw new Error(`${href} cannot be inlined`);
  return `<style>${css}</style>`;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="\/assets\/[^"]+\.js">\s*/g;

/**
 * Takes Vite's entry script and preloads out of the shell: each page lists its scripts in a
 * data element instead, which the boot script loads after the first paint (src/boot/
 * page-scripts.ts). Fails if Vite's shell no longer has the entry where it is expected.
 */
export function withoutEntryScripts(template: string): string {
  if ((template.match(ENTRY_SCRIPT) ?? []).length !== 1) {
    throw new Error('The HTML template lacks Vite\'s one entry <script type="module">');
  }
  return template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
}
