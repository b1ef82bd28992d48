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
