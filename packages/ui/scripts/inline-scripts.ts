/**
 * The two scripts inlined in the head of every public page, and the hashes the server's
 * Content-Security-Policy allows them by (it allows no other inline script).
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

export interface InlineScripts {
  /** The `<script>` elements for the head. */
  html: string;
  /** CSP source expressions (`'sha256-…'`), one per element. */
  hashes: string[];
}

/**
 * The boot script of each pipeline: the old prerender's also loads the page's scripts after the
 * first paint; Astro's pages load their islands themselves (issue 39).
 */
const BOOT_ENTRIES = {
  prerender: fileURLToPath(new URL('../src/boot/boot.ts', import.meta.url)),
  astro: fileURLToPath(new URL('../src/boot/astro-boot.ts', import.meta.url)),
};
export type BootKind = keyof typeof BOOT_ENTRIES;

/** The boot script (language choice, early input), as one small classic script. */
function bootScript(kind: BootKind): string {
  const result = buildSync({
    entryPoints: [BOOT_ENTRIES[kind]],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
  });
  const code = result.outputFiles[0]?.text.trim();
  if (!code) throw new Error('The boot script built to nothing');
  return code;
}

/**
 * Prefetch a same-site page when the visitor shows intent (hover, or pointer down on touch),
 * so moving between prerendered pages feels instant. Not the admin, the API, files or flags.
 */
const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: ['/admin*', '/api/*', '/upload/*', '/catalogs/*', '/*.*'] } },
          // A flag's page depends on the choice its click stores (the server's language
          // redirect reads it), so it is never fetched before the click.
          { not: { selector_matches: '[data-lang-choice]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});

/** The CSP source expression that allows one inline script's content. */
export const hashOf = (content: string) =>
  `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

export function buildInlineScripts(kind: BootKind = 'prerender'): InlineScripts {
  const boot = bootScript(kind);
  if (/<\/script/i.test(boot)) throw new Error('The boot script cannot be inlined');
  return {
    html: `<script>${boot}</script><script type="speculationrules">${SPECULATION_RULES}</script>`,
    hashes: [hashOf(boot), hashOf(SPECULATION_RULES)],
  };
}
