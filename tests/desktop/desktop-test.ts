import { test as base } from '../fixtures/test';
import {
  FAKE_STORE_KEY,
  FIRST_RUN,
  installFakeDesktopBridge,
  type FakeDesktopState,
} from './fake-desktop-bridge';
import { desktopTestOrigin, desktopTestPort } from './origin';
import { startRendererServer, type RendererServer } from './renderer-server';

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

const serverPort = (baseURL: string | undefined) => Number(new URL(baseURL ?? '').port);

export const test = base.extend<{ desktop: DesktopPage }, { renderer: RendererServer }>({
  renderer: [
    // Playwright reads fixture dependencies from this pattern; this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const renderer = await startRendererServer(desktopTestPort(serverPort(baseURL)), '');
      await use(renderer);
      await renderer.close();
    },
    { scope: 'worker' },
  ],
  desktop: async ({ page, baseURL, renderer }, use) => {
    const origin = desktopTestOrigin(serverPort(baseURL));
    renderer.cspServer = new URL(baseURL ?? '').origin;
    await use({
      async open(overrides = {}, options = {}) {
        const state = { ...FIRST_RUN, ...overrides };
        renderer.cspServer = options.cspServer ?? renderer.cspServer;
        if (options.bridge !== false) {
          const arg: [string, FakeDesktopState] = [FAKE_STORE_KEY, state];
          await page.addInitScript(installFakeDesktopBridge, arg);
        }
        await page.goto(`${origin}/`);
      },
      stored: async () =>
        JSON.parse(
          (await page.evaluate((key) => window.localStorage.getItem(key), FAKE_STORE_KEY)) ?? '{}',
        ) as FakeDesktopState,
    });
  },
});

export { expect } from '../fixtures/test';
