// Typing a search and at once picking a category keeps both (issue 16: the products page
// filters as it is typed, so nothing is delayed that could undo the choice).
import { expect, test } from '../fixtures/test';
import { waitForHydration } from '../fixtures/hydration';
import { LANGS, localized } from '../fixtures/site';
import { TEXTS } from './texts';

/** Longer than any search pause in the site: a late search would have run by then. */
const PAST_THE_PAUSE_MS = 1_000;

for (const lang of LANGS) {
  const text = TEXTS[lang];
  test(`${lang}: a category picked right after typing keeps both`, async ({ page }) => {
    await page.goto(localized('/products', lang));
    await waitForHydration(page);
    const cards = page.getByRole('main').locator('.catalog__grid').first().getByRole('listitem');
    const filters = page.getByRole('group', { name: text.filter });

    await page.getByLabel(text.search).fill(text.nozzlesWord);
    await filters.getByRole('button', { name: text.peripheral }).click();

    await page.waitForTimeout(PAST_THE_PAUSE_MS);
    await expect(page.getByLabel(text.search)).toHaveValue(text.nozzlesWord);
    await expect(filters.getByRole('button', { name: text.peripheral })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole('heading', { name: text.lubricator })).toBeVisible();

    // The other category with the same search: nothing matches, and the page says so.
    await filters.getByRole('button', { name: text.aluminum }).click();
    await expect(page.getByLabel(text.search)).toHaveValue(text.nozzlesWord);
    await expect(page.getByText(text.empty)).toBeVisible();
  });
}
