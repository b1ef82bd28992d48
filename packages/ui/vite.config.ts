import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { inlinedIslandCss } from './scripts/inlined-island-css';

/**
 * The site runs on Preact through its React compatibility layer (issue 12): the same components,
 * a 10 kB runtime instead of React DOM's 60 kB. Server and browser both, so the HTML the server
 * renders is the HTML the browser hydrates.
 */
const preactCompat = {
  react: 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/**
 * One chunk for what every public page runs (the runtime, the island loader, the header's and
 * the quote list's shared code), instead of ten files of 1–2 kB: each file is a request, and
 * on a slow phone network the requests, not the bytes, delayed the first paint (issue 12).
 * Islands stay chunks of their own; only modules matched here are moved (a module added here
 * must not import much else: what it imports statically loads on every page too).
 */
const SITE_CHUNK = {
  name: 'site',
  includeDependenciesRecursively: false,
  test: (id: string) => SITE_MODULES.some((pattern) => pattern.test(id)),
};
const SITE_MODULES = [
  /node_modules\/preact\//,
  /vite\/preload-helper/,
  /packages\/ui\/src\/islands\/(island|HydrateWhenOpen)\.tsx$/,
  /packages\/ui\/src\/lib\/(effect-scheduling|next-task|site-location|use-hydrated|use-id|use-latest|chat-link)\.tsx?$/,
  /packages\/ui\/src\/i18n\/(lang-context|translate|languages)\.tsx?$/,
  /packages\/ui\/src\/lib\/api-client\/(send-request|api-connection|api-error)\.ts$/,
  /packages\/ui\/src\/config\/paths\.ts$/,
  /packages\/ui\/src\/components\/layout\/LocalizedLink\.tsx$/,
  /packages\/ui\/src\/components\/quote\/(QuoteListButton|AddToQuoteButton|quote-(item|store|texts)|use-quote-items)\.tsx?$/,
  /packages\/contracts\/src\/(company|languages|site-paths|api-endpoints)\.ts$/,
  /packages\/machines\/src\/types\.ts$/,
];

/**
 * The machine catalogue's data and download checks, shared by the products page's islands, a
 * product's page and the downloads page: one file instead of six.
 */
const CATALOGUE_CHUNK = {
  name: 'catalogue',
  includeDependenciesRecursively: false,
  test: (id: string) => CATALOGUE_MODULES.some((pattern) => pattern.test(id)),
};
const CATALOGUE_MODULES = [
  /packages\/machines\/src\/files\.ts$/,
  /packages\/contracts\/src\/catalog-files\.ts$/,
  /packages\/ui\/src\/features\/catalogs\/(CatalogDownload(Action|Button)|CatalogMessageLine|catalog-(check|urls)|file-name|use-catalog-download)\.tsx?$/,
];

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), inlinedIslandCss()],
  resolve: {
    alias: preactCompat,
  },
  // Bundled into the server render rather than loaded from node_modules, so that they too
  // import Preact through the aliases above.
  ssr: {
    noExternal: ['react-router', 'react-router-dom', 'preact', 'preact-render-to-string'],
  },
  publicDir: `${repoRoot}public`,
  build: {
    outDir: `${repoRoot}dist/site`,
    emptyOutDir: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // A stylesheet per chunk: the prerender inlines in each page the site's base and the styles
    // of that page and its islands only (scripts/page-assets.ts).
    cssCodeSplit: true,
    manifest: !isSsrBuild,
    target: 'es2022',
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [SITE_CHUNK, CATALOGUE_CHUNK] } } },
    // Every browser the site supports knows <link rel=modulepreload>; no polyfill in each page.
    // Vite never hands stylesheets to `resolveDependencies`: the islands' inlined styles are
    // taken out of the preload lists by `inlinedIslandCss` instead.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/upload': 'http://127.0.0.1:3000' },
  },
}));
