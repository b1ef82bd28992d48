/**
 * The shop and admin lists with 10,000 parts (issue 5), in Chromium with the CPU throttled 4×:
 * - shop: first load of /shop until the first part's code is on screen;
 * - admin: with 200 rows per page, the time from a click on 'Próximo' until the next page's
 *   rows are painted, plus the Event Timing duration of that click (what INP reports), and the
 *   page's DOM node count.
 * Needs `npm run build` first. Run: `npm run bench:lists`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { measureAdminPaging } from './admin-paging';
import { benchCode, seedBenchParts } from './seed-parts';
import { startServer } from './start-server.mjs';

const PARTS = 10_000;
const CPU_SLOWDOWN = 4;
const PASSWORD = 'bench-only password';

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

async function shopFirstLoad(page: Page, url: string) {
  await throttle(page);
  const started = Date.now();
  await page.goto(`${url}/shop`, { waitUntil: 'commit' });
  await page.getByText(benchCode(0), { exact: true }).first().waitFor({ timeout: 60_000 });
  const firstPart = Date.now() - started;
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? 0);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  return { firstPart, lcp: Math.round(lcp), nodes };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'castall-bench-lists-'));
await seedBenchParts(dataDir, PARTS);
const server = await startServer(4393, {
  DATA_DIR: dataDir,
  SEED_SAMPLE_DATA: 'false',
  ADMIN_PASSWORD: PASSWORD,
});
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const shop = await shopFirstLoad(await browser.newPage(), server.url);
  console.log(
    `shop, ${PARTS} parts, CPU ${CPU_SLOWDOWN}× slower: first part on screen ${shop.firstPart} ms` +
      ` after navigation, LCP ${shop.lcp} ms, ${shop.nodes} DOM nodes`,
  );
  const adminPage = await browser.newPage();
  await throttle(adminPage);
  const admin = await measureAdminPaging(adminPage, server.url, PASSWORD);
  console.table(admin.samples);
  console.log(
    `admin, 200 rows per page: median click→rows painted ${admin.medianPaint} ms, ` +
      `median click event duration ${admin.medianEvent} ms, ${admin.nodes} DOM nodes`,
  );
} finally {
  await browser.close();
  server.stop();
}
