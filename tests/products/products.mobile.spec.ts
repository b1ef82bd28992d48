import { expect, test } from '../fixtures/test';
import { waitForHydration } from '../fixtures/hydration';

test('on a phone the page does not scroll sideways; the comparison scrolls in its box', async ({
  page,
}) => {
  await page.goto('/products');
  await waitForHydration(page);
  const pageOverflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(pageOverflow).toBeLessThanOrEqual(0);
  const scroller = page.getByRole('region', {
    name: 'Tabela comparativa dos modelos CAST ALL, rolável na horizontal',
  });
  await scroller.scrollIntoViewIfNeeded();
  const sizes = await scroller.evaluate((box) => ({
    scroll: box.scrollWidth,
    client: box.clientWidth,
  }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  await scroller.evaluate((box) => box.scrollBy({ left: 400 }));
  await expect.poll(() => scroller.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  await expect(page.getByText('Deslize para ver mais')).toBeVisible();
});

test('on a phone the filters and a detail page fit the screen', async ({ page }) => {
  await page.goto('/products');
  await waitForHydration(page);
  await page
    .getByRole('group', { name: 'Filtrar por categoria' })
    .getByRole('button', { name: 'Periféricos' })
    .click();
  await expect(page.locator('.catalog__grid').first().getByRole('listitem')).toHaveCount(2);
  await page.getByRole('link', { name: /Saiba mais.*Dosador Linear Automático/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dosador Linear Automático' }),
  ).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole('button', { name: 'Compartilhar' })).toBeVisible();
});
