import type { Locator } from '@playwright/test';

/** Share of sampled pixels of a canvas that are not white: above 0 means something was drawn. */
export function inkedShare(canvas: Locator): Promise<number> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d');
    if (!context) return 0;
    const { data } = context.getImageData(0, 0, element.width, element.height);
    let inked = 0;
    let sampled = 0;
    for (let index = 0; index < data.length; index += 4 * 7) {
      sampled++;
      if ((data[index] ?? 255) < 235 || (data[index + 1] ?? 255) < 235) inked++;
    }
    return inked / sampled;
  });
}
