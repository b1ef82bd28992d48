/**
 * Admin list responsiveness (issue 5): 10,000 parts, 200 rows per page, CPU throttled 4× in
 * Chromium. For each page change it reports the Event Timing duration of the click (what INP
 * measures: input to next paint) and the time until the new page's rows are painted (which
 * includes the query request). Needs `npm run build` first.
 */
// The functions passed to page.evaluate run in the browser.
/* global window, document, requestAnimationFrame */
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { startServer } from './start-server.mjs';

const PARTS = 10_000;
const PASSWORD = 'bench-only password';

const server = await startServer(Number(process.env.BENCH_PORT ?? 4392), {
  SEED_SAMPLE_DATA: 'false',
});

async function seed() {
  const login = new FormData();
  login.set('username', 'admin');
  login.set('password', PASSWORD);
  const { token } = await (
    await fetch(`${server.url}/api/login.php`, { method: 'POST', body: login })
  ).json();
  const header = 'codigo;nome_pt;nome_en;nome_es;descricao_pt;descricao_en;descricao_es;categoria';
  const categories = ['Elétrica', 'Hidráulica', 'Eletrônica', 'Mecânica'];
  const lines = Array.from({ length: PARTS }, (_, i) => {
    const n = String(i + 1).padStart(5, '0');
    return `BENCH-${n};Peça de teste ${n};Test part ${n};Pieza de prueba ${n};Descrição ${n};Description ${n};Descripción ${n};${categories[i % 4]}`;
  });
  const form = new FormData();
  form.set('aplicar', '1');
  form.set('arquivo', new Blob([[header, ...lines].join('\n')], { type: 'text/csv' }), 'bench.csv');
  const answer = await (
    await fetch(`${server.url}/api/produtos-importar.php`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json();
  if (answer.summary?.new !== PARTS)
    throw new Error(`seeding failed: ${JSON.stringify(answer.summary)}`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  await seed();
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('Usuário').fill('admin');
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByText(/^Página 1 de/).waitFor();
  await page.getByLabel('Produtos por página:').selectOption('200');
  await page.getByText(`Página 1 de ${PARTS / 200} (`).waitFor();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => {
    window.__events = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.interactionId) window.__events.push(entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  });

  await cdp.send('Performance.enable');
  const metrics = async () =>
    Object.fromEntries(
      (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
    );
  const before = await metrics();
  const untilPainted = [];
  for (let target = 2; target <= 8; target++) {
    const ms = await page.evaluate(
      (n) =>
        new Promise((resolve) => {
          const start = performance.now();
          const done = () => {
            const text = document.querySelector('.admin-pagination__text')?.textContent ?? '';
            const loading = document.querySelector('.admin-loading') !== null;
            if (text.startsWith(`Página ${n} de`) && !loading) {
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
            } else requestAnimationFrame(done);
          };
          document.querySelector('.admin-pagination > button:last-of-type').click();
          requestAnimationFrame(done);
        }),
      target,
    );
    untilPainted.push(ms);
  }
  const after = await metrics();
  // Main-thread time per page change by kind (seconds in the metrics), throttled.
  const perChange = (name) =>
    Math.round(((after[name] - before[name]) * 1000) / untilPainted.length);
  // Event Timing needs real input: the same page changes with real clicks.
  for (let i = 0; i < 7; i++) {
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByText(`Página ${9 + i} de`).waitFor();
  }
  await page.waitForTimeout(500);
  const events = await page.evaluate(() => window.__events);
  const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  const requests = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('produtos-buscar'))
      .slice(-14)
      .map((entry) => entry.responseEnd - entry.startTime),
  );
  console.table({
    'page change until rows painted (ms, median of 7)': Math.round(median(untilPainted)),
    'page change until rows painted (ms, max)': Math.round(Math.max(...untilPainted)),
    'interaction duration, Event Timing (ms, max)': events.length
      ? Math.round(Math.max(...events))
      : '< 16',
    'script per page change (ms)': perChange('ScriptDuration'),
    'style + layout per page change (ms)':
      perChange('RecalcStyleDuration') + perChange('LayoutDuration'),
    'query request of a page (ms, median)': Math.round(median(requests)),
    'DOM elements with 200 rows': nodes,
  });
} finally {
  await browser.close();
  server.stop();
}
