import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '/work/main/scripts/chromium.mjs';
import { startServer } from '/work/main/scripts/bench/start-server.mjs';
const server = await startServer(4394);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const [width, ...paths] = process.argv.slice(2);
for (const path of paths) {
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  for (let y = 0; y < 12000; y += 600) { await page.evaluate((top) => window.scrollTo(0, top), y); await page.waitForTimeout(60); }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(800);
  const file = `/tmp/shots/${width}${path.replace(/[/?=&]/g, '_')}.png`;
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
  await page.close();
}
await browser.close(); await server.stop();
