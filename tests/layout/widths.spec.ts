// Every public page at every width in every language (issue 17): no sideways scroll, header
// links on one line, tables that fit or show they scroll, touch-sized controls on touch widths.
// One load per page and language; the viewport then steps through the widths.
import { expect, test } from '../fixtures/test';
import { waitForHydration } from '../fixtures/hydration';
import { LANGS, localized, PAGES } from '../fixtures/site';
import { problemsAtEveryWidth, WIDTHS } from './widths';

const ROUTES = [...PAGES, '/contact/thanks', '/page-that-does-not-exist'];

for (const lang of LANGS) {
  for (const path of ROUTES) {
    const url = localized(path, lang);
    test(`${url} holds at ${WIDTHS.join(', ')} px`, async ({ page }) => {
      test.slow();
      await page.goto(url);
      await waitForHydration(page);
      expect(await problemsAtEveryWidth(page), url).toEqual([]);
    });
  }
}
