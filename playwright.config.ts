import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs';
import { E2E_ADMIN_PASSWORD } from './tests/fixtures/admin-credentials';
import { desktopTestOrigin } from './tests/desktop/origin';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

const launchOptions = { executablePath: chromiumPath, args: chromiumFlags };

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A Brazilian visitor by default; the language tests set other browser languages.
  use: { baseURL, locale: 'pt-BR', trace: 'on-first-retry', launchOptions },
  projects: [
    {
      name: 'desktop',
      testIgnore: '**/*.mobile.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        locale: 'pt-BR',
        viewport: { width: 1280, height: 800 },
        launchOptions,
      },
    },
    {
      name: 'mobile',
      testMatch: '**/*.mobile.spec.ts',
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        locale: 'pt-BR',
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
  ],
  webServer: {
    command: 'node server/dist/index.js',
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'castall-e2e-')),
      LOG_LEVEL: 'silent',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      DESKTOP_ORIGINS: `app://castall,${desktopTestOrigin(port)}`,
    },
  },
});
