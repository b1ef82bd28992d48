/**
 * Lighthouse 12 (mobile defaults) on the prerendered pages, against the built server: every
 * public route of issue 12 in pt, en and es, each run RUNS times (default 3) and reported as
 * the median run by performance score, with the median TBT of the runs and Lighthouse's
 * benchmark index of the host. Needs `npm run build` first; fetches lighthouse@12 through npx on
 * first use. Writes bench-results/lighthouse-*.json and prints the four scores, LCP, TBT and CLS. `node scripts/bench/lighthouse.mjs /about /es/shop` measures those only.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { chromiumFlags, chromiumPath as chromePath } from '../chromium.mjs';
import { browserLanguageFor } from './page-language.mjs';
import { startServer } from './start-server.mjs';

const ROUTES = [
  '/',
  '/about',
  '/products',
  '/products/cast-all-800',
  '/products/lubrificador-lla',
  '/services',
  '/gallery',
  '/contact',
  '/contact/thanks',
  '/downloads',
  '/shop',
  // A part's own page (issue 15), rendered by the server from the demo catalogue.
  '/shop/hid-ac-0010-bexiga-para-acumulador-hidraulico-10-l',
  '/page-that-does-not-exist',
];
const localized = (path, lang) =>
  lang === 'pt' ? path : path === '/' ? `/${lang}/` : `/${lang}${path}`;
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['pt', 'en', 'es'].flatMap((lang) => ROUTES.map((path) => localized(path, lang)));
const runs = Number(process.env.RUNS ?? 3);
// `--accept-lang` sets navigator.languages; Chromium on Linux ignores `--lang` for it.
const baseFlags = ['--headless=new', ...chromiumFlags];

function lighthouse(url, page, out) {
  execFileSync(
    'npx',
    [
      '--yes',
      'lighthouse@12',
      url,
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
  return JSON.parse(readFileSync(out, 'utf8'));
}

mkdirSync('bench-results', { recursive: true });
const server = await startServer();
const rows = [];
try {
  for (const page of pages) {
    const reports = [];
    try {
      for (let run = 1; run <= runs; run++) {
        const out = `bench-results/lighthouse-${page.replace(/\W+/g, '_') || 'home'}-${run}.json`;
        reports.push(lighthouse(server.url + page, page, out));
      }
    } catch (error) {
      // One page Lighthouse cannot audit (it refuses a document answered 404) must not cost the
      // figures of the others.
      rows.push({ page, error: String(error.message).split('\n')[0] });
      continue;
    }
    const score = (report, id) => Math.round(report.categories[id].score * 100);
    reports.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const median = reports[Math.floor(reports.length / 2)];
    const audit = (id) => median.audits[id].displayValue;
    const tbts = reports.map((report) =>
      Math.round(report.audits['total-blocking-time'].numericValue),
    );
    // Lighthouse's own measure of the host's speed: the simulated phone is this machine 4×
    // slower, so TBT roughly doubles when the index halves (docs/performance.md).
    const speeds = reports.map((report) => Math.round(report.environment.benchmarkIndex));
    rows.push({
      page,
      performance: score(median, 'performance'),
      accessibility: score(median, 'accessibility'),
      'best-practices': score(median, 'best-practices'),
      seo: score(median, 'seo'),
      LCP: audit('largest-contentful-paint'),
      TBT: audit('total-blocking-time'),
      'TBT median': `${tbts.sort((a, b) => a - b)[Math.floor(tbts.length / 2)]} ms`,
      CLS: audit('cumulative-layout-shift'),
      'benchmark index': `${Math.min(...speeds)}–${Math.max(...speeds)}`,
    });
  }
} finally {
  server.stop();
}
console.table(rows);
