/**
 * Vite plugin: the entry loads each island with Vite's preload helper, which also appends the
 * island's stylesheets to the page and waits for them before the island runs. The prerender
 * already inlines those styles in every page that places the island (`page-assets.ts`), so
 * the helper's copy is one more request per page (on every page: the header's quote button
 * has a stylesheet) and a network wait before the header hydrates. This drops, from the
 * entry's preload lists only, the stylesheets that belong to an island's static imports.
 * Stylesheets of anything else loaded on demand (the admin, the PDF viewer) stay.
 */
import type { Plugin } from 'vite';

interface BundleChunk {
  type: 'chunk';
  name: string;
  isEntry: boolean;
  imports: string[];
  code: string;
  viteMetadata?: { importedCss: Set<string> };
}
type BundleItem = BundleChunk | { type: 'asset' };

/** `m.f||(m.f=[...])`: the file list behind `__vite__mapDeps([indexes])` in a chunk. */
const DEPS_LIST = /m\.f\|\|\(m\.f=(\[[^\]]*\])\)/;
const DEPS_CALL = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

/** Stylesheets of the islands and of everything they import statically. */
function islandStyles(bundle: Record<string, BundleItem>): Set<string> {
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk') return;
    seen.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    chunk.imports.forEach(visit);
  };
  for (const [fileName, item] of Object.entries(bundle)) {
    if (item.type === 'chunk' && item.name.endsWith('.island')) visit(fileName);
  }
  return styles;
}

/** The chunk's code with `dropped` files taken out of its preload lists (indexes remapped). */
export function withoutPreloads(code: string, dropped: (file: string) => boolean): string {
  const match = DEPS_LIST.exec(code);
  if (!match) return code;
  const files = JSON.parse(match[1] as string) as string[];
  const kept: string[] = [];
  const newIndex = new Map<number, number>();
  files.forEach((file, index) => {
    if (dropped(file)) return;
    newIndex.set(index, kept.length);
    kept.push(file);
  });
  if (kept.length === files.length) return code;
  return code
    .replace(DEPS_LIST, `m.f||(m.f=${JSON.stringify(kept)})`)
    .replace(DEPS_CALL, (_call, indexes: string) => {
      const remapped = indexes
        .split(',')
        .filter((index) => index !== '')
        .map(Number)
        .flatMap((index) => newIndex.get(index) ?? []);
      return `__vite__mapDeps([${remapped.join(',')}])`;
    });
}

export function inlinedIslandCss(): Plugin {
  return {
    name: 'castall:inlined-island-css',
    apply: 'build',
    enforce: 'post',
    // After Vite's own pass, which writes the preload lists into the chunks.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const items = bundle as unknown as Record<string, BundleItem>;
        const inlined = islandStyles(items);
        for (const item of Object.values(items)) {
          if (item.type === 'chunk' && item.isEntry) {
            item.code = withoutPreloads(item.code, (file) => inlined.has(file));
          }
        }
      },
    },
  };
}
