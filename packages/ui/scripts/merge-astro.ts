/**
 * Puts the pages Astro built (dist/astro) into the prerendered site (dist/site), over the old
 * prerender's version of the same pages, and adds the hashes of their inline scripts to the list
 * the server's Content-Security-Policy allows (issue 39: the site moves to Astro page by page).
 */
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CATALOG_VIEWER_SHELL, INLINE_SCRIPTS_FILE } from '@castall/contracts';
import { hashOf } from './inline-scripts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
// The adapter's build: prerendered pages and scripts in client/, the per-request render in server/.
const astroDir = join(repoRoot, 'dist/astro/client');
const siteDir = join(repoRoot, 'dist/site');

/** Inline scripts the browser runs: classic ones and speculation rules, not JSON data blocks. */
const INLINE_SCRIPT =
  /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([^]*?)<\/script>/g;

/** The style Astro writes before a page's first island, inside `<body>`. */
const ISLAND_STYLE = /<style>astro-island,[^<]*<\/style>/;

/**
 * Moves Astro's island style into the head: written before the first island, it is a `<style>`
 * that is not its parent's first child, which the HTML standard forbids (the W3C checker's one
 * error on Astro's pages).
 */
export function islandStyleInHead(html: string): string {
  const style = ISLAND_STYLE.exec(html)?.[0];
  if (!style) return html;
  return html.replace(style, '').replace('</head>', () => `${style}</head>`);
}

/**
 * Pages the server reads and answers with itself, never served at their own address: the 404
 * pages (server/src/site/not-found-page.ts) and the catalogue viewer's shell (catalog-viewer.ts).
 */
const SERVER_READ_PAGES = ['404', CATALOG_VIEWER_SHELL.replace(/\.html$/, '')];

/**
 * Where a page Astro built goes in dist/site: where it was written, except a page the server
 * reads, which Astro writes as `en/404/index.html` (only the unprefixed 404 gets `404.html`) and
 * the server looks for as `en/404.html`.
 */
export function sitePageFile(astroFile: string): string {
  const page = /^(.*)\/index\.html$/.exec(astroFile)?.[1];
  return page !== undefined && isReadByServer(page) ? `${page}.html` : astroFile;
}

/** A page's folder in dist/astro (`en/404`) that holds a page the server reads. */
function isReadByServer(folder: string): boolean {
  return SERVER_READ_PAGES.some((name) => folder === name || folder.endsWith(`/${name}`));
}

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, code = '']) => hashOf(code));
}

async function main() {
  const files = (await readdir(astroDir, { recursive: true })).map(String);
  const hashes = new Set<string>();
  // The pages are written below, once, after their island style is moved; the folder of a page
  // the server reads is not made, so no address answers with an empty folder.
  const notPage = (source: string) =>
    !source.endsWith('.html') && !isReadByServer(relative(astroDir, source));
  await cp(astroDir, siteDir, { recursive: true, force: true, filter: notPage });
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    const html = islandStyleInHead(await readFile(join(astroDir, file), 'utf8'));
    for (const hash of inlineScriptHashes(html)) hashes.add(hash);
    await writeFile(join(siteDir, sitePageFile(file)), html);
  }
  const listFile = join(siteDir, INLINE_SCRIPTS_FILE);
  const list = JSON.parse(await readFile(listFile, 'utf8')) as { scriptHashes: string[] };
  const scriptHashes = [...new Set([...list.scriptHashes, ...hashes])];
  await writeFile(listFile, `${JSON.stringify({ scriptHashes }, null, 2)}\n`);
  const pages = files.filter((name) => name.endsWith('.html')).length;
  console.log(`Merged ${pages} Astro pages into dist/site (${hashes.size} inline script hashes)`);
}

// Run as the build's step; imported by its test.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
