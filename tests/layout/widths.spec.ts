// Every public page at every width in every language (issue 17): no sideways scroll, header
// links on one line, tables that fit or show they scroll, touch-sized controls on touch widths.
// One load per page and language; the viewport then steps through the widths.
import { expect, test } from '../fixtures/test';
import { waitForHydration } from '../fixtures/hydration';
import { LANGS, localized, PAGES } from '../fixtures/site';
import { layoutProblems } from './layout-check';

const WIDTHS = [320, 390, 768, 1024, 1100, 1280, 1440] as const;
/** Phones and tablets: where controls are tapped. */
const TOUCH_WIDTHS: readonly number[] = [320, 390, 768];
const ROUTES = [...PAGES, '/contact/thanks', '/page-that-does-not-exist'];

for (const lang of LANGS) {
  for (const path of ROUTES) {
    const url = localized(path, lang);
    test(`${url} holds at ${WIDTHS.join(', ')} px`, async ({ page }) => {
      test.slow();
      await page.goto(url);
      await waitForHydration(page);
      const found: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const problems = await page.evaluate(layoutProblems, {
          touch: TOUCH_WIDTHS.includes(width),
        });
        found.push(...problems.map((problem) => `${width} px: ${problem}`));
      }
      expect(found, url).toEqual([]);
    });
  }
}
