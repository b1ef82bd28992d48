/**
 * Puts the pages Astro built (dist/astro) into the prerendered site (dist/site), over the old
 * prerender's version of the same pages, and adds the hashes of their inline scripts to the list
 * the server's Content-Security-Policy allows (issue 39: the site moves to Astro page by page).
 */
import { createHash } from 'node:crypto';
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { INLINE_SCRIPTS_FILE } from '@castall/contracts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const astroDir = join(repoRoot, 'dist/astro');
const siteDir = join(repoRoot, 'dist/site');

/** Inline scripts the browser runs: classic ones and speculation rules, not JSON data blocks. */
const INLINE_SCRIPT =
  /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([^]*?)<\/script>/g;

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, code = '']) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`,
  );
}

async function main() {
  const files = (await readdir(astroDir, { recursive: true })).map(String);
  const hashes = new Set<string>();
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    for (const hash of inlineScriptHashes(await readFile(join(astroDir, file), 'utf8'))) {
      hashes.add(hash);
    }
  }
  await cp(astroDir, siteDir, { recursive: true, force: true });
  const listFile = join(siteDir, INLINE_SCRIPTS_FILE);
  const list = JSON.parse(await readFile(listFile, 'utf8')) as { scriptHashes: string[] };
  const scriptHashes = [...new Set([...list.scriptHashes, ...hashes])];
  await writeFile(listFile, `${JSON.stringify({ scriptHashes }, null, 2)}\n`);
  const pages = files.filter((name) => name.endsWith('index.html')).length;
  console.log(`Merged ${pages} Astro pages into dist/site (${hashes.size} inline script hashes)`);
}

await main();
