import { test as base, expect, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRendererCsp } from '../../electron/src/main/csp';
import {
  FAKE_STORE_KEY,
  FIRST_RUN,
  installFakeDesktopBridge,
  type FakeDesktopState,
} from './fake-desktop-bridge';
import { DESKTOP_TEST_ORIGIN } from './origin';

const RENDERER_DIR = fileURLToPath(new URL('../../electron/dist/renderer', import.meta.url));
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
};

export interface OpenOptions {
  /** false: no preload at all (the page opened outside the app). Default: true. */
  bridge?: boolean;
  /**
   * The server the page's CSP admits, as main would send it for the configured server.
   * Default: the test server (playwright baseURL), the address the tests configure.
   */
  cspServer?: string;
}

export interface DesktopPage {
  /** Injects the fake preload with this state, serves the built renderer, opens it. */
  open(state?: Partial<FakeDesktopState>, options?: OpenOptions): Promise<void>;
  /** The fake's stored state (what electron-store would hold). */
  stored(): Promise<FakeDesktopState>;
}

/**
 * Serves electron/dist/renderer (from `npm run build`) at DESKTOP_TEST_ORIGIN with the CSP the
 * main process sends for the configured server, like the app:// handler does.
 */
async function serveRenderer(page: Page, serverUrl: () => string) {
  await page.route(`${DESKTOP_TEST_ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    const wanted = path.extname(pathname) === '' ? '/index.html' : pathname;
    const file = path.join(RENDERER_DIR, path.normalize(wanted));
    if (!file.startsWith(RENDERER_DIR)) return route.fulfill({ status: 404 });
    try {
      await route.fulfill({
        body: await readFile(file),
        headers: {
          'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
          'Content-Security-Policy': buildRendererCsp(serverUrl()),
        },
      });
    } catch {
      await route.fulfill({ status: 404 });
    }
  });
}

export const test = base.extend<{ desktop: DesktopPage }>({
  desktop: async ({ page, baseURL }, use) => {
    let cspServer = baseURL ?? '';
    await serveRenderer(page, () => cspServer);
    await use({
      async open(overrides = {}, options = {}) {
        const state = { ...FIRST_RUN, ...overrides };
        cspServer = options.cspServer ?? cspServer;
        if (options.bridge !== false) {
          const arg: [string, FakeDesktopState] = [FAKE_STORE_KEY, state];
          await page.addInitScript(installFakeDesktopBridge, arg);
        }
        await page.goto(`${DESKTOP_TEST_ORIGIN}/`);
      },
      stored: async () =>
        JSON.parse(
          (await page.evaluate((key) => window.localStorage.getItem(key), FAKE_STORE_KEY)) ?? '{}',
        ) as FakeDesktopState,
    });
  },
});

export { expect };
