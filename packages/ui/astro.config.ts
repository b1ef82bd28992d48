import node from '@astrojs/node';
import preact from '@astrojs/preact';
import { siteConfig } from '@castall/contracts/company';
import type { AstroIntegration } from 'astro';
import { defineConfig } from 'astro/config';
import { fileURLToPath } from 'node:url';
import { FALLBACK_LANG, LANGUAGES } from './src/i18n/languages';
import { buildInlineScripts } from './scripts/inline-scripts';

/**
 * The boot script and the speculation rules, built here in Node and handed to the layout as a
 * module: the pages' render is bundled, where esbuild could not find the boot's source.
 */
const INLINE_SCRIPTS_MODULE = 'virtual:castall/inline-scripts';
const inlineScripts = {
  name: 'castall-inline-scripts',
  resolveId: (id: string) => (id === INLINE_SCRIPTS_MODULE ? `\0${id}` : undefined),
  load: (id: string) =>
    id === `\0${INLINE_SCRIPTS_MODULE}`
      ? `export default ${JSON.stringify(buildInlineScripts('astro'))};`
      : undefined,
};

/**
 * Astro builds the public pages that have moved to it (issue 39; docs/astro-migration.md) into
 * dist/astro; the build then merges them into dist/site beside the pages the old prerender still
 * writes (scripts/merge-astro.ts). Preact through its React compatibility layer, as the rest of
 * the site: the same components, a 10 kB runtime.
 */
/** The site's own hydration directives, `client:painted` and `client:near` (src/astro/directives). */
const directives: AstroIntegration = {
  name: 'castall-client-directives',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      for (const name of ['painted', 'near']) {
        const entrypoint = new URL(`./src/astro/directives/${name}.ts`, import.meta.url);
        addClientDirective({ name, entrypoint: fileURLToPath(entrypoint) });
      }
    },
  },
};

export default defineConfig({
  // Canonical and hreflang addresses; SITE_URL builds the site for another host (as the prerender).
  site: process.env.SITE_URL ?? siteConfig.siteUrl,
  srcDir: './src',
  outDir: '../../dist/astro',
  // The site's public files are copied once, by the Vite build of the old pipeline.
  publicDir: './no-public-files',
  trailingSlash: 'ignore',
  build: {
    // One folder of scripts for the whole site: the server marks /assets/ immutable and the
    // tests hold back /assets/*.js to act before hydration.
    assets: 'assets',
    format: 'directory',
    // Every page's styles in its HTML: no stylesheet request before the first paint.
    inlineStylesheets: 'always',
  },
  i18n: {
    locales: [...LANGUAGES],
    defaultLocale: FALLBACK_LANG,
    routing: { prefixDefaultLocale: false },
  },
  // The shop and the part pages render per request (`prerender = false`): the Koa server mounts
  // the adapter's handler (server/src/site/astro-pages.ts) behind its own routes and headers.
  adapter: node({ mode: 'middleware' }),
  integrations: [preact({ compat: true }), directives],
  vite: {
    plugins: [inlineScripts],
    // The per-request render imports its dependencies from node_modules at run time, where
    // react-router's `import 'react'` would reach React, not Preact's compat layer: bundled, it
    // goes through the alias that @astrojs/preact sets. Its own dependencies come along.
    ssr: { noExternal: ['react-router', 'react-router-dom', 'cookie', 'set-cookie-parser'] },
    build: { target: 'es2022', modulePreload: { polyfill: false } },
  },
});
