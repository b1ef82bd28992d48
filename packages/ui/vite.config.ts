import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    alias: {
      'use-sync-external-store/shim': fileURLToPath(
        new URL('src/lib/use-sync-external-store-shim.ts', import.meta.url),
      ),
    },
  },
  publicDir: `${repoRoot}public`,
  build: {
    outDir: `${repoRoot}dist/site`,
    emptyOutDir: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // One stylesheet in the prerendered HTML: no unstyled flash while page chunks load.
    cssCodeSplit: false,
    manifest: !isSsrBuild,
    target: 'es2022',
    // Every browser the site supports knows <link rel=modulepreload>; no polyfill in each page.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/upload': 'http://127.0.0.1:3000' },
  },
}));
