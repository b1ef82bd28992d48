import type { Page } from '@playwright/test';

const PAGE_TURNS = 8;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Logs in through the real form, as an administrator would. */
async function logIn(page: Page, url: string, password: string): Promise<void> {
  await page.goto(`${url}/admin/login`);
  await page.getByLabel(/usuário/i).fill('admin');
  await page.getByLabel(/senha/i).fill(password);
  await page.getByRole('button', { name: /entrar/i }).click();
  await page.getByRole('heading', { name: 'Gerenciamento de Peças do E-Shop' }).waitFor();
}

interface TurnTiming {
  /** From the click event to the frame that shows the next page's first row. */
  paint: number;
  /** Longest Event Timing duration of the click (input delay + handlers + next paint): INP's unit. */
  event: number;
}

/**
 * Arms the page before a click: remembers the click's time stamp, watches the first row's
 * code cell until it changes and that frame is painted, and collects the click's Event Timing.
 */
function armTurnTiming(page: Page): Promise<void> {
  return page.evaluate(() => {
    const state = { clicked: -1, events: [] as number[], done: null as Promise<TurnTiming> | null };
    const cell = () => document.querySelector('tbody tr td:nth-child(3)')?.textContent;
    const before = cell();
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'click' || entry.name === 'pointerup') state.events.push(entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    document.addEventListener('click', (event) => (state.clicked = event.timeStamp), {
      capture: true,
      once: true,
    });
    state.done = new Promise<TurnTiming>((resolve) => {
      const check = () => {
        if (state.clicked < 0 || cell() === before) return requestAnimationFrame(check);
        // The frame after the DOM change is the one that shows it; Event Timing entries
        // arrive shortly after that paint.
        requestAnimationFrame(() => {
          const paint = performance.now() - state.clicked;
          setTimeout(() => resolve({ paint, event: Math.max(0, ...state.events) }), 200);
        });
      };
      requestAnimationFrame(check);
    });
    (window as unknown as { __turn: typeof state }).__turn = state;
  });
}

function turnTiming(page: Page): Promise<TurnTiming> {
  return page.evaluate(
    () => (window as unknown as { __turn: { done: Promise<TurnTiming> } }).__turn.done,
  );
}

export async function measureAdminPaging(page: Page, url: string, password: string) {
  await logIn(page, url, password);
  await page.getByLabel('Produtos por página:').selectOption('200');
  await page.getByText(/^Página 1 de 50 /).waitFor();
  const samples: { turn: number; 'click→painted ms': number; 'event ms': number }[] = [];
  for (let turn = 1; turn <= PAGE_TURNS; turn++) {
    await armTurnTiming(page);
    await page.getByRole('button', { name: 'Próximo' }).click();
    const timing = await turnTiming(page);
    await page.getByText(new RegExp(`^Página ${turn + 1} de 50 `)).waitFor();
    samples.push({
      turn,
      'click→painted ms': Math.round(timing.paint),
      'event ms': Math.round(timing.event),
    });
  }
  const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  return {
    samples,
    medianPaint: median(samples.map((sample) => sample['click→painted ms'])),
    medianEvent: median(samples.map((sample) => sample['event ms'])),
    nodes,
  };
}
