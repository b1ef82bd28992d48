/**
 * JavaScript each prerendered page loads in Chromium, gzip-compressed (budgets of issue 12:
 * 80 kB, 100 kB on the shop and products pages; the build checks them too).
 * Needs `npm run build` first.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { browserLanguageFor } from './page-language.mjs';
import { startServer } from './start-server.mjs';

const publicPages = [
  '/',
  '/about',
  '/products',
  '/products/cast-all-800',
  '/services',
  '/gallery',
  '/contact',
  '/downloads',
  '/shop',
];
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['pt', 'en', 'es'].flatMap((lang) =>
      publicPages.map((path) => (lang === 'pt' ? path : `/${lang}${path === '/' ? '/' : path}`)),
    );
const server = await startServer(4391);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const rows = [];

function withTimeout(promise, ms) {
  return Promise.race([
    promise,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms)),
  ]);
}

try {
  for (const path of pages) {
    const page = await browser.newPage({ locale: browserLanguageFor(path) });
    const sizes = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        sizes.push(
          response.body().then((body) => [body.length, gzipSync(body, { level: 9 }).length]),
        );
      }
    });
    // Not 'networkidle': the hero video keeps streaming ranges on the home page.
    await page.goto(server.url + path, { waitUntil: 'load', timeout: 30_000 });
    await page.waitForTimeout(2_000);
    const measured = await withTimeout(Promise.all(sizes), 10_000);
    rows.push({
      page: path,
      files: measured.length,
      'raw kB': (measured.reduce((sum, [raw]) => sum + raw, 0) / 1024).toFixed(1),
      'gzip kB': (measured.reduce((sum, [, gz]) => sum + gz, 0) / 1024).toFixed(1),
    });
    await page.close();
  }
} finally {
  await browser.close();
  server.stop();
}
console.table(rows);
