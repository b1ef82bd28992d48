/**
 * Lighthouse 12 (mobile defaults) on the prerendered pages, against the built server.
 * Needs `npm run build` first; fetches lighthouse@12 through npx on first use.
 * Writes bench-results/lighthouse-*.json and prints the four scores, LCP, TBT and CLS.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { chromiumFlags, chromiumPath as chromePath } from '../chromium.mjs';
import { browserLanguageFor } from './page-language.mjs';
import { startServer } from './start-server.mjs';

const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      '/',
      '/en/',
      '/es/',
      '/about',
      '/products',
      '/es/products',
      '/products/cast-all-800',
      '/es/products/cast-all-800',
      '/gallery',
      '/es/gallery',
      '/contact',
      '/es/contact',
      '/shop',
    ];
// `--accept-lang` sets navigator.languages; Chromium on Linux ignores `--lang` for it.
const baseFlags = ['--headless=new', ...chromiumFlags];

mkdirSync('bench-results', { recursive: true });
const server = await startServer();
const rows = [];
try {
  for (const page of pages) {
    const out = `bench-results/lighthouse-${page.replace(/\W+/g, '_') || 'home'}.json`;
    execFileSync(
      'npx',
      [
        '--yes',
        'lighthouse@12',
        server.url + page,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        `--chrome-flags=${[...baseFlags, `--accept-lang=${browserLanguageFor(page)}`].join(' ')}`,
      ],
      {
        stdio: 'inherit',
        env: { ...process.env, ...(chromePath ? { CHROME_PATH: chromePath } : {}) },
      },
    );
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const score = (id) => Math.round(report.categories[id].score * 100);
    const audit = (id) => report.audits[id].displayValue;
    rows.push({
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      LCP: audit('largest-contentful-paint'),
      TBT: audit('total-blocking-time'),
      CLS: audit('cumulative-layout-shift'),
    });
  }
} finally {
  server.stop();
}
console.table(rows);
