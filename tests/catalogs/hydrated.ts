import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has attached its handlers to a prerendered element: a click on the server
 * HTML before hydration would do nothing and make the test flaky.
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  await expect
    .poll(() =>
      locator.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactProps')),
      ),
    )
    .toBe(true);
  return locator;
}
