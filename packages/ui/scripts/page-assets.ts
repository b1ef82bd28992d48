/**
 * The scripts and stylesheets of each prerendered page, from Vite's manifest (issue 12).
 * Scripts: the entry with its static imports, plus each island placed on the page with its
 * static imports; the prerender preloads them and fails the build when a page is over its
 * budget. Chunks loaded on demand (the PDF engine, the admin) are not counted. Styles: those
 * of the page's own module and of its islands, beside the entry's (the whole site's base).
 */
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  /** The chunk's name: an island's is `<name>.island`. */
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Budgets of issue 12, gzip: pages with the shop's or the products' list, and the rest. */
export const JS_BUDGETS = { lists: 100 * 1024, other: 80 * 1024 } as const;
/** The islands whose pages get the larger budget. */
export const LIST_ISLANDS: readonly string[] = ['shop', 'product-catalog'];

const ISLAND_KEY = /(?:^|\/)([^/]+)\.island\.tsx$/;
const ISLAND_CHUNK_NAME = /^(.+)\.island$/;

/**
 * The manifest key of each island, by its name (its file's base name). An island only loaded
 * on demand is keyed by its source file; one the admin's app also imports is a shared chunk,
 * keyed by its file name, and found by its chunk name.
 */
export function islandKeys(manifest: Manifest): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const name = ISLAND_KEY.exec(key)?.[1] ?? ISLAND_CHUNK_NAME.exec(chunk.name ?? '')?.[1];
    if (name) keys.set(name, key);
  }
  return keys;
}

function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry in the manifest: ${entries}`);
  return entries[0] as string;
}

function closure(manifest: Manifest, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk ${key} in the manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return seen;
}

/** Stylesheets (site paths) of the page's module and islands that the entry's do not cover. */
export function pageStyles(
  manifest: Manifest,
  pageModule: string,
  islands: readonly string[],
): string[] {
  const keys = islandKeys(manifest);
  const roots = [pageModule, ...islands.map((name) => keys.get(name) ?? name)];
  const cssOf = (chunks: Set<string>) =>
    new Set([...chunks].flatMap((key) => (manifest[key] as ManifestChunk).css ?? []));
  const base = cssOf(closure(manifest, [entryKey(manifest)]));
  return [...cssOf(closure(manifest, roots))].filter((file) => !base.has(file)).map((f) => `/${f}`);
}

export interface PageScripts {
  /** Site path of the entry, which hydrates the page. */
  entry: string;
  /** Site paths of every other script the page loads: the entry's imports, its islands'. */
  preload: string[];
  /** Site paths of every script the page loads before interaction, the entry's included. */
  all: string[];
}

/** The scripts of a page whose islands are `islands` (names). */
export function pageScripts(manifest: Manifest, islands: readonly string[]): PageScripts {
  const keys = islandKeys(manifest);
  const entry = entryKey(manifest);
  const base = closure(manifest, [entry]);
  const islandRoots = islands.map((name) => {
    const key = keys.get(name);
    if (!key) throw new Error(`The page places an island "${name}" with no ${name}.island.tsx`);
    return key;
  });
  const own = [...closure(manifest, islandRoots)].filter((key) => !base.has(key));
  const path = (key: string) => `/${(manifest[key] as ManifestChunk).file}`;
  const all = [...base, ...own].map(path);
  return { entry: path(entry), preload: all.filter((file) => file !== path(entry)), all };
}

/** The page's budget: the larger one when it shows the shop's or the products' list. */
export function budgetOf(islands: readonly string[]): number {
  return islands.some((name) => LIST_ISLANDS.includes(name)) ? JS_BUDGETS.lists : JS_BUDGETS.other;
}

/** Gzip size of files, each counted once, read by `read` (a site path to its bytes). */
export function gzipTotal(files: readonly string[], read: (path: string) => Buffer): number {
  return [...new Set(files)].reduce(
    (sum, file) => sum + gzipSync(read(file), { level: 9 }).length,
    0,
  );
}

/**
 * Islands whose page fetches its scripts with the HTML (still run after the first paint): the
 * shop, whose parts are the page and whose search, pages and quote buttons are its point.
 * Measured with Lighthouse (mobile, 3 runs): the shop at performance 97–99 this way, 91–96 when
 * its scripts were fetched only after the paint (its hydration then fell in the TBT window).
 */
export const EAGER_ISLANDS: readonly string[] = ['shop'];

/** `<link rel="modulepreload">` for each file of a page with an eager island, else nothing. */
export function eagerPreloads(islands: readonly string[], scripts: PageScripts): string {
  if (!islands.some((name) => EAGER_ISLANDS.includes(name))) return '';
  return [scripts.entry, ...scripts.preload]
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('');
}
