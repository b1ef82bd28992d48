import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { waitForHydration } from '../fixtures/hydration';

/**
 * Where the element Tab just focused sits: how far its top is under the fixed header, and how
 * far its bottom is under the top of the chat button (both 0 when it is clear of them).
 */
async function focusedOverlap(page: Page): Promise<{ name: string; header: number; chat: number }> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    const header = document.querySelector('.site-header')?.getBoundingClientRect();
    const chat = document.querySelector('.chat-button')?.getBoundingClientRect();
    // The skip link shows above the header (z-index) and the body is no control.
    if (!(focused instanceof HTMLElement) || focused === document.body || !header) {
      return { name: '', header: 0, chat: 0 };
    }
    const box = focused.getBoundingClientRect();
    const fixed = focused.closest('.site-header, .chat-button, .skip-link') !== null;
    const beside = chat !== undefined && box.right > chat.left && box.left < chat.right;
    return {
      name: focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 40) ?? '',
      header: fixed ? 0 : Math.max(0, header.bottom - box.top),
      chat: fixed || !beside || !chat ? 0 : Math.max(0, box.bottom - chat.top),
    };
  });
}

// A keyboard user must see where focus is: Tab moved focus onto shop cards and links that the
// browser scrolled only just into view, under the 72 px header or the chat button.
for (const { path, width } of [
  { path: '/shop', width: 1100 },
  { path: '/contact', width: 1100 },
  { path: '/shop', width: 320 },
]) {
  test(`Tab never leaves focus under the header or the chat button: ${path} at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto(path);
    await waitForHydration(page);
    const hidden: string[] = [];
    for (let step = 0; step < 45; step += 1) {
      await page.keyboard.press('Tab');
      // The page scrolls smoothly (base.css): measure once it has stood still for 100 ms.
      let last = -1;
      await expect
        .poll(
          async () => {
            const y = await page.evaluate(() => window.scrollY);
            const still = y === last;
            last = y;
            return still;
          },
          { intervals: [100] },
        )
        .toBe(true);
      const overlap = await focusedOverlap(page);
      if (overlap.header > 1 || overlap.chat > 1) {
        hidden.push(`${overlap.name} (header ${overlap.header}, chat ${overlap.chat})`);
      }
    }
    expect(hidden).toEqual([]);
  });
}
