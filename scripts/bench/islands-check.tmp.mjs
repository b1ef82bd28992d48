import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '/work/main/scripts/chromium.mjs';
import { startServer } from '/work/main/scripts/bench/start-server.mjs';
const server = await startServer(4392);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/about', '/products', '/products/cast-all-800', '/services', '/gallery', '/contact', '/downloads', '/shop', '/es/shop?q=a', '/pdf/pt/x.pdf', '/nope', '/admin/login', '/contact/thanks'];
for (const path of pages) {
  const page = await browser.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text().slice(0, 300)); });
  page.on('pageerror', (e) => errors.push('PAGEERROR ' + e.message.slice(0, 300)));
  await page.goto(server.url + path);
  await page.waitForTimeout(1500);
  const info = await page.evaluate(() => ({ islands: [...document.querySelectorAll('[data-island]')].map((e) => e.dataset.island).join(','), ready: document.documentElement.dataset.ready }));
  console.log(path, JSON.stringify(info), errors.length ? '\n   ' + errors.join('\n   ') : '');
  await page.close();
}
await browser.close(); await server.stop();
