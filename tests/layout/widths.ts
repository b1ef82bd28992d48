import type { Page } from '@playwright/test';
import { layoutProblems } from './layout-check';

/** The widths of issue 17's checks, and 1920 px, the widest it names. */
export const WIDTHS = [320, 390, 768, 1024, 1100, 1280, 1440, 1920] as const;
/** Phones and tablets: where controls are tapped. */
const TOUCH_WIDTHS: readonly number[] = [320, 390, 768];

/** The page's layout problems at each width, each prefixed with its width. */
export async function problemsAtEveryWidth(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const problems = await page.evaluate(layoutProblems, { touch: TOUCH_WIDTHS.includes(width) });
    found.push(...problems.map((problem) => `${width} px: ${problem}`));
  }
  return found;
}
