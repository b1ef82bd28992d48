/**
 * Prerenders the pages Astro does not build yet (the admin's shells) into dist/site, plus
 * sitemap.xml and robots.txt. Run after both Vite builds.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { INLINE_SCRIPTS_FILE, PAGES_SITEMAP_FILE } from '@castall/contracts';
import { siteConfig } from '@castall/contracts/company';
import { adminPage, ADMIN_SHELLS } from './admin-shell';
import { buildInlineScripts } from './inline-scripts';
import {
  budgetOf,
  eagerPreloads,
  gzipTotal,
  pageScripts,
  pageStyles,
  type Manifest,
} from './page-assets';
import { buildRobotsTxt, buildSitemap } from './sitemap';
import {
  injectPage,
  inlineStyle,
  inlineStylesheets,
  withoutEntryScripts,
  type PageParts,
} from './template';
import { pageScriptsElement } from '../src/boot/page-scripts';
import type * as EntryServer from '../src/entry-server';
import type { RenderedBody } from '../src/entry-server';

type Server = typeof EntryServer;

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const siteDir = join(repoRoot, 'dist/site');
const ssrDir = join(repoRoot, 'dist/ssr');
const ssrEntry = join(ssrDir, 'entry-server.js');
const astroPagesDir = fileURLToPath(new URL('../src/pages/[...lang]', import.meta.url));

/**
 * Pages that have moved to Astro (issue 39): it builds them, this prerender leaves them out. A
 * page is `<path>.astro` or `<path>/index.astro`, or a `[param].astro` beside them.
 */
function builtByAstro(path: string): boolean {
  const parent = join(astroPagesDir, dirname(path));
  const dynamic =
    existsSync(parent) && readdirSync(parent).some((name) => /^\[\w+\]\.astro$/.test(name));
  return (
    dynamic ||
    [`${path}.astro`, `${path}/index.astro`].some((file) => existsSync(join(astroPagesDir, file)))
  );
}

async function main() {
  const server = (await import(pathToFileURL(ssrEntry).href)) as Server;
  const siteUrl = (process.env.SITE_URL ?? siteConfig.siteUrl).replace(/\/$/, '');
  const template = inlineStylesheets(
    withoutEntryScripts(await readFile(join(siteDir, 'index.html'), 'utf8')),
    (href) => readFileSync(join(siteDir, href), 'utf8'),
  );
  // Every page gets the boot script (language choice, early input) and the speculation rules.
  const inline = buildInlineScripts();
  const manifest = JSON.parse(
    await readFile(join(siteDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const overBudget: string[] = [];
  // Each page lists its scripts (loaded after its first paint by the boot script, which reads
  // the list), and must stay within its budget; it inlines its own styles after the site's base.
  const sitePage = (page: PageParts & Partial<RenderedBody>, url: string) => {
    const islands = page.islands ?? [];
    const scripts = pageScripts(manifest, islands);
    const bytes = gzipTotal(scripts.all, (file) => readFileSync(join(siteDir, file)));
    if (islands.length > 0 && bytes > budgetOf(islands)) {
      overBudget.push(`${url}: ${bytes} bytes gzip (budget ${budgetOf(islands)})`);
    }
    // A page that preloads its scripts with the HTML leaves the boot script only the entry to add.
    const preloads = eagerPreloads(islands, scripts);
    const list = pageScriptsElement({
      entry: scripts.entry,
      preload: preloads ? [] : scripts.preload,
    });
    const head = list + inline.html + preloads + page.head;
    const styles = page.pageModule ? pageStyles(manifest, page.pageModule, islands) : [];
    const css = styles.map((file) => inlineStyle(file, readFileSync(join(siteDir, file), 'utf8')));
    return injectPage(template, { ...page, head }).replace(
      '</head>',
      () => `${css.join('')}</head>`,
    );
  };
  let count = 0;

  for (const lang of server.LANGUAGES) {
    for (const path of [...server.prerenderedPaths, ...server.unlistedPaths]) {
      if (builtByAstro(path)) continue;
      const url = server.localizePath(path, lang);
      const page = await server.render(url, siteUrl);
      if (page.status !== 200) throw new Error(`${url} rendered with status ${page.status}`);
      await write(join(siteDir, url, 'index.html'), sitePage(page, url));
      count++;
    }
  }

  for (const shell of ADMIN_SHELLS) {
    const body = await server.renderBody(shell.path);
    const page = { ...adminPage(shell.title, body.html), pageModule: body.pageModule };
    await write(join(siteDir, shell.path, 'index.html'), sitePage(page, shell.path));
    count++;
  }

  if (overBudget.length > 0) {
    throw new Error(`JavaScript over budget (issue 12):\n${overBudget.join('\n')}`);
  }
  // The static pages' sitemap; the server answers /sitemap.xml, the index of it and the parts'.
  await write(
    join(siteDir, PAGES_SITEMAP_FILE),
    buildSitemap(server.prerenderedPaths, siteUrl, server),
  );
  await write(join(siteDir, 'robots.txt'), buildRobotsTxt(siteUrl));
  await write(
    join(siteDir, INLINE_SCRIPTS_FILE),
    `${JSON.stringify({ scriptHashes: inline.hashes }, null, 2)}\n`,
  );
  console.log(`Prerendered ${count} pages for ${siteUrl}`);
}

async function write(file: string, content: string) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
}

await main();
