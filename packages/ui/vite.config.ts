import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

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

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    alias: {
      ...preactCompat,
      'use-sync-external-store/shim': fileURLToPath(
        new URL('src/lib/use-sync-external-store-shim.ts', import.meta.url),
      ),
    },
  },
  // Bundled into the server render rather than loaded from node_modules, so that they too
  // import Preact through the aliases above.
  ssr: {
    noExternal: [
      'react-router',
      'react-router-dom',
      'react-i18next',
      'preact',
      'preact-render-to-string',
    ],
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
    // Every browser the site supports knows <link rel=modulepreload>; no polyfill in each page.
    modulePreload: {
      polyfill: false,
      // Every page already carries its styles inline: loading an island must not add them again.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !dep.endsWith('.css')) : deps,
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/upload': 'http://127.0.0.1:3000' },
  },
}));
