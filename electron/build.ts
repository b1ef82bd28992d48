/**
 * Builds the desktop app without the Electron binary: main and preload bundled by esbuild
 * (CommonJS, `electron` left external: only the Electron runtime provides it), the renderer by
 * Vite. Output in electron/dist: main.cjs, preload.cjs, renderer/ (index.html, error.html,
 * assets/, icon.png). `npm run build:desktop` (the end of the root `npm run build`).
 */
import react from '@vitejs/plugin-react';
import { build as esbuild, type BuildOptions } from 'esbuild';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as viteBuild } from 'vite';
import { makeIcons } from './scripts/make-icon';

const electronDir = fileURLToPath(new URL('.', import.meta.url));
export const DIST_DIR = path.join(electronDir, 'dist');
export const RENDERER_DIR = path.join(DIST_DIR, 'renderer');

const nodeBundle: BuildOptions = {
  bundle: true,
  platform: 'node',
  // Electron 45 runs Node 22.
  target: 'node22',
  // Sandboxed preloads must be CommonJS; main follows so one stub can load both in tests.
  format: 'cjs',
  external: ['electron'],
  sourcemap: 'linked',
  logLevel: 'warning',
  legalComments: 'none',
};

/** Main and preload, into `outDir` (DIST_DIR by default; tests build into a temp folder). */
export async function buildMainAndPreload(outDir = DIST_DIR): Promise<void> {
  await Promise.all([
    esbuild({
      ...nodeBundle,
      entryPoints: [path.join(electronDir, 'src/main/index.ts')],
      outfile: path.join(outDir, 'main.cjs'),
    }),
    esbuild({
      ...nodeBundle,
      entryPoints: [path.join(electronDir, 'src/preload/index.ts')],
      outfile: path.join(outDir, 'preload.cjs'),
    }),
  ]);
}

export async function buildRenderer(): Promise<void> {
  const root = path.join(electronDir, 'src/renderer');
  await viteBuild({
    configFile: false,
    root,
    base: '/',
    plugins: [react()],
    publicDir: false,
    logLevel: 'warn',
    build: {
      outDir: RENDERER_DIR,
      emptyOutDir: true,
      target: 'chrome130',
      rollupOptions: {
        input: {
          index: path.join(root, 'index.html'),
          error: path.join(root, 'error.html'),
        },
      },
    },
  });
  await makeIcons([{ file: path.join(RENDERER_DIR, 'icon.png'), size: 256 }]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await rm(DIST_DIR, { recursive: true, force: true });
  await buildMainAndPreload();
  await buildRenderer();
  console.info(`Desktop app built in ${path.relative(process.cwd(), DIST_DIR) || '.'}`);
}
