import { useEffect, useState } from 'react';
import { nextTask } from '../../../lib/next-task';
import { whenPageLoaded } from '../browser';

/** Delay after the page load before probing for a promotional image (spec §9). */
export const PROMO_DELAY_MS = 1500;
export const PROMO_NAMES = [
  'popup',
  'promocao',
  'oferta',
  'banner',
  'novidade',
  'destaque',
] as const;
export const PROMO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg'] as const;

/** Every image the popup probes for (spec §7), name by name. */
export const PROMO_CANDIDATES: readonly string[] = PROMO_NAMES.flatMap((name) =>
  PROMO_EXTENSIONS.map((extension) => `/images/popup/${name}.${extension}`),
);

/** Resolves when the image at `src` loads, rejects when it fails. */
export type ImageLoader = (src: string) => Promise<unknown>;

/** The browser loader; a missing file (the server answers 204) fires `error`. */
export const loadImage: ImageLoader = (src) =>
  new Promise<void>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(`No image at ${src}`));
    image.src = src;
  });

/**
 * Probes started in one task. Each starts an image request; all 36 in one task held a slow
 * phone's main thread for over 50 ms (Lighthouse's TBT, issue 12). One name's six still took
 * 14–20 ms each in Lighthouse's traces on the build machine (its network instrumentation makes
 * every request dearer), 55–80 ms on its 4× slower phone, so each probe gets a task of its own.
 */
export const PROBES_PER_TASK = 1;

/**
 * Starts every probe, PROBES_PER_TASK at a time, each batch in a task of its own; the first
 * image to load wins, or null when none does.
 */
export async function findFirstImage(
  candidates: readonly string[],
  load: ImageLoader,
): Promise<string | null> {
  const probes: Array<Promise<string>> = [];
  for (let start = 0; start < candidates.length; start += PROBES_PER_TASK) {
    if (start > 0) await nextTask();
    for (const src of candidates.slice(start, start + PROBES_PER_TASK)) {
      const probe = Promise.resolve()
        .then(() => load(src))
        .then(() => src);
      // A miss before the last batch starts is expected, not an unhandled rejection.
      probe.catch(() => undefined);
      probes.push(probe);
    }
  }
  return Promise.any(probes).catch(() => null);
}

export interface PromoImageOptions {
  /** Default: PROMO_DELAY_MS. */
  delayMs?: number;
  /** Default: loadImage (an `Image` element per candidate). */
  load?: ImageLoader;
}

/** The promotional image found after the page load and delay, or null. */
export function usePromoImage({
  delayMs = PROMO_DELAY_MS,
  load = loadImage,
}: PromoImageOptions = {}): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    let timer: number | undefined;
    const cancelLoad = whenPageLoaded(() => {
      timer = window.setTimeout(() => {
        void findFirstImage(PROMO_CANDIDATES, load).then((found) => {
          if (!cancelled) setSrc(found);
        });
      }, delayMs);
    });
    return () => {
      cancelled = true;
      cancelLoad();
      window.clearTimeout(timer);
    };
  }, [delayMs, load]);
  return src;
}
