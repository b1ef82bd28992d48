import { describe, expect, it, vi } from 'vitest';
import type * as NextTask from '../../../lib/next-task';
import {
  findFirstImage,
  PROBES_PER_TASK,
  PROMO_CANDIDATES,
  PROMO_DELAY_MS,
  type ImageLoader,
} from './use-promo-image';

/**
 * The next-task boundary under the test's control when `held` is set: each `nextTask()` then
 * waits until the test lets it go, so "each batch in a task of its own" is checked exactly
 * (counting timer ticks against message ticks was at the mercy of the machine's load).
 */
const tasks = vi.hoisted(() => ({ held: false, waiting: [] as Array<() => void> }));
vi.mock('../../../lib/next-task', async (importOriginal) => {
  const real = await importOriginal<typeof NextTask>();
  return {
    nextTask: () =>
      tasks.held ? new Promise<void>((resolve) => tasks.waiting.push(resolve)) : real.nextTask(),
  };
});

/** Lets the promise callbacks queued now (and those they queue) run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/** A loader that succeeds for `available` after `delays[src]` ms (default 0). */
function fakeLoader(available: string[], delays: Record<string, number> = {}) {
  const requested: string[] = [];
  const load: ImageLoader = (src) => {
    requested.push(src);
    return new Promise((resolve, reject) => {
      setTimeout(
        () => (available.includes(src) ? resolve(undefined) : reject(new Error('missing'))),
        delays[src] ?? 0,
      );
    });
  };
  return { load, requested };
}

describe('promo image candidates', () => {
  it('lists the six names with the six extensions, 36 paths under /images/popup/', () => {
    expect(PROMO_CANDIDATES).toHaveLength(36);
    expect(new Set(PROMO_CANDIDATES).size).toBe(36);
    expect(PROMO_CANDIDATES.slice(0, 6)).toEqual([
      '/images/popup/popup.jpg',
      '/images/popup/popup.jpeg',
      '/images/popup/popup.png',
      '/images/popup/popup.gif',
      '/images/popup/popup.webp',
      '/images/popup/popup.svg',
    ]);
    for (const name of ['promocao', 'oferta', 'banner', 'novidade', 'destaque']) {
      expect(PROMO_CANDIDATES).toContain(`/images/popup/${name}.webp`);
    }
  });

  it('waits 1.5 s after the load', () => {
    expect(PROMO_DELAY_MS).toBe(1500);
  });
});

describe('findFirstImage', () => {
  it('starts every probe and returns the one that loads', async () => {
    const { load, requested } = fakeLoader(['/images/popup/oferta.png']);
    await expect(findFirstImage(PROMO_CANDIDATES, load)).resolves.toBe('/images/popup/oferta.png');
    expect(requested).toHaveLength(36);
  });

  it('starts one probe at a time, each in a task of its own', async () => {
    expect(PROBES_PER_TASK).toBe(1);
    tasks.held = true;
    try {
      const { load, requested } = fakeLoader([]);
      const found = findFirstImage(PROMO_CANDIDATES, load);
      await settle();
      expect(requested).toEqual(PROMO_CANDIDATES.slice(0, PROBES_PER_TASK));
      for (let batch = 2; batch * PROBES_PER_TASK <= PROMO_CANDIDATES.length; batch++) {
        // The next probe waits for a task of its own, and starts once that task runs.
        expect(tasks.waiting).toHaveLength(1);
        await settle();
        expect(requested).toHaveLength((batch - 1) * PROBES_PER_TASK);
        tasks.waiting.shift()?.();
        await settle();
        expect(requested).toEqual(PROMO_CANDIDATES.slice(0, batch * PROBES_PER_TASK));
      }
      expect(tasks.waiting).toHaveLength(0);
      await expect(found).resolves.toBeNull();
    } finally {
      tasks.held = false;
    }
  });

  it('returns the first image to finish loading', async () => {
    const { load } = fakeLoader(['/a.jpg', '/b.jpg'], { '/a.jpg': 30, '/b.jpg': 5 });
    await expect(findFirstImage(['/a.jpg', '/b.jpg'], load)).resolves.toBe('/b.jpg');
  });

  it('returns null when no image loads', async () => {
    const { load } = fakeLoader([]);
    await expect(findFirstImage(PROMO_CANDIDATES, load)).resolves.toBeNull();
  });

  it('treats a loader that throws as a missing image', async () => {
    const load: ImageLoader = (src) => {
      if (src === '/bad.jpg') throw new Error('boom');
      return Promise.resolve();
    };
    await expect(findFirstImage(['/bad.jpg', '/good.jpg'], load)).resolves.toBe('/good.jpg');
  });

  it('returns null for an empty list', async () => {
    await expect(findFirstImage([], fakeLoader([]).load)).resolves.toBeNull();
  });
});
