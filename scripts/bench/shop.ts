/**
 * Shop benchmark (issue 5): 10,000 parts in a fresh embedded store, the built server, and
 * Chromium with its CPU throttled 4× (a mid-range phone). Reports the first page load of
 * /shop (first part card on screen), the time of a page change and of a page-size change to
 * 200 (click until the new list is painted), and the DOM size. Needs `npm run build` first.
 * Run: `npx tsx scripts/bench/shop.ts` (SHOP_BENCH_PORT, default 4393; SHOP_BENCH_CPU, default 4).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { openEmbeddedStore } from '../../server/src/store/embedded';
import { startServer } from './start-server.mjs';

const PARTS = 10_000;
const CPU_SLOWDOWN = Number(process.env.SHOP_BENCH_CPU ?? 4);
const CATEGORIES = ['Elétrica', 'Hidráulica', 'Eletrônica', 'Mecânica'] as const;

async function seed(dataDir: string): Promise<void> {
  const store = await openEmbeddedStore({ dir: path.join(dataDir, 'db') });
  for (let i = 0; i < PARTS; i++) {
    const n = String(i).padStart(5, '0');
    await store.parts.create({
      nome_pt: `Peça de reposição ${n} válvula`,
      nome_en: `Spare part ${n} valve`,
      nome_es: `Repuesto ${n} válvula`,
      descricao_pt: `Descrição da peça ${n} para injetoras e máquinas CAST ALL.`,
      descricao_en: `Description of part ${n} for CAST ALL machines.`,
      descricao_es: `Descripción de la pieza ${n} para máquinas CAST ALL.`,
      codigo: `BEN-${n}`,
      categoria: CATEGORIES[i % CATEGORIES.length] ?? 'Mecânica',
      preco: 100 + (i % 900),
      estoque: i % 50,
      imagem: '',
    });
  }
  await store.close();
}

/**
 * Milliseconds from the pointer (or change) event until the status line shows `expected`
 * and the next frame is painted, measured inside the page so Playwright's polling is not.
 */
async function timeInteraction(page: Page, act: () => Promise<void>, expected: string) {
  // A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
  const done = page.evaluate(`new Promise((resolve) => {
    let started = 0;
    const start = () => { started = started || performance.now(); };
    document.addEventListener('pointerdown', start, { capture: true, once: true });
    document.addEventListener('change', start, { capture: true, once: true });
    const status = document.querySelector('.shop-results__status');
    const observer = new MutationObserver(() => {
      if (started === 0 || !status.textContent.startsWith(${JSON.stringify(expected)})) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
    });
    observer.observe(status, { childList: true, characterData: true, subtree: true });
  })`) as Promise<number>;
  done.catch(() => undefined);
  await act();
  return done;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'castall-bench-shop-'));
await seed(dataDir);
const port = Number(process.env.SHOP_BENCH_PORT ?? 4393);
const server = await startServer(port, { DATA_DIR: dataDir, SEED_SAMPLE_DATA: 'false' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  await page.goto(`${server.url}/shop`);
  await page.locator('.part-card').first().waitFor();
  const load = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const query = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('produtos-buscar')) as PerformanceResourceTiming;
    return {
      firstCardMs: Math.round(performance.now()),
      domContentLoadedMs: Math.round(nav.domContentLoadedEventEnd),
      queryRequestMs: Math.round(query.responseEnd - query.requestStart),
      queryBytes: query.encodedBodySize,
    };
  });
  const nextPage = await timeInteraction(
    page,
    () => page.getByRole('link', { name: 'Próximo' }).click(),
    'Mostrando 51-100 ',
  );
  const pageSize200 = await timeInteraction(
    page,
    async () => {
      await page.getByLabel('Peças por página:').selectOption('200');
    },
    'Mostrando 1-200 ',
  );
  const nextPage200 = await timeInteraction(
    page,
    () => page.getByRole('link', { name: 'Próximo' }).click(),
    'Mostrando 201-400 ',
  );
  const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  console.table({
    ...load,
    'next page (50) ms': Math.round(nextPage),
    'page size → 200 ms': Math.round(pageSize200),
    'next page (200) ms': Math.round(nextPage200),
    'DOM elements at 200/page': domNodes,
  });
} finally {
  await browser.close();
  server.stop();
}
