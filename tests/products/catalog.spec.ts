import { expect, test } from '../fixtures/test';
import { waitForHydration } from '../fixtures/hydration';
import { LANGS, localized } from '../fixtures/site';
import { TEXTS } from './texts';

for (const lang of LANGS) {
  const text = TEXTS[lang];
  const url = localized('/products', lang);

  test.describe(`catalogue ${url}`, () => {
    test('filters by category and searches name and short description', async ({ page }) => {
      await page.goto(url);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      const grid = page.getByRole('main').locator('.catalog__grid').first();
      const cards = grid.getByRole('listitem');
      await expect(cards).toHaveCount(8);

      const filters = page.getByRole('group', { name: text.filter });
      await filters.getByRole('button', { name: text.peripheral }).click();
      await expect(filters.getByRole('button', { name: text.peripheral })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(cards).toHaveCount(2);
      await expect(grid.getByRole('heading', { name: text.lubricator })).toBeVisible();

      await filters.getByRole('button', { name: text.aluminum }).click();
      await expect(cards).toHaveCount(6);

      await filters.getByRole('button', { name: text.all }).click();
      // Case-insensitive, and over the short description of this language only.
      await page.getByLabel(text.search).fill(text.nozzlesWord.toUpperCase());
      await expect(cards).toHaveCount(1);
      await expect(grid.getByRole('heading', { name: text.lubricator })).toBeVisible();
      await page.getByLabel(text.search).fill('cast all 10');
      await expect(cards).toHaveCount(1);
      await expect(grid.getByRole('heading', { name: 'CAST ALL 1000T' })).toBeVisible();
    });

    test('shows the empty state and clears the filters', async ({ page }) => {
      await page.goto(url);
      await waitForHydration(page);
      await page
        .getByRole('group', { name: text.filter })
        .getByRole('button', { name: text.peripheral })
        .click();
      await page.getByLabel(text.search).fill('CAST ALL');
      await expect(page.getByRole('heading', { name: text.empty })).toBeVisible();
      await expect(page.getByText(text.hint)).toBeVisible();
      await page.getByRole('button', { name: text.clear }).click();
      await expect(page.getByLabel(text.search)).toHaveValue('');
      // The button leaves with the empty state; focus moves on to the search field.
      await expect(page.getByLabel(text.search)).toBeFocused();
      await expect(
        page.getByRole('group', { name: text.filter }).getByRole('button', { name: text.all }),
      ).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('.catalog__grid').first().getByRole('listitem')).toHaveCount(8);
    });
  });
}

test('each card has its image, category, links, quote and catalogue download', async ({ page }) => {
  await page.goto('/products');
  await waitForHydration(page);
  const card = page.locator('.catalog__grid').first().getByRole('listitem').first();
  await expect(card.getByRole('img', { name: 'CAST ALL 250T' })).toBeVisible();
  await expect(card.getByText('Alumínio', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: /Saiba mais.*CAST ALL 250T/ })).toHaveAttribute(
    'href',
    '/products/cast-all-250',
  );
  const quote = card.getByRole('link', { name: /^Solicitar orçamento.*CAST ALL 250T/ });
  await expect(quote).toHaveAttribute('target', '_blank');
  const href = (await quote.getAttribute('href')) ?? '';
  expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  expect(decodeURIComponent(href.split('text=')[1] ?? '')).toContain('CAST ALL 250T');
  // The download itself (HEAD check, file, messages) is covered in tests/catalogs.
  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: /^Baixar catálogo.*CAST ALL 250T/ }).click();
  expect((await download).suggestedFilename()).toBe('cast-all-250.pdf');
});

test('the first 6 card images load eagerly, the rest lazily, all with width and height', async ({
  page,
}) => {
  await page.goto('/en/products');
  await waitForHydration(page);
  const images = page.locator('.catalog__grid').first().locator('img');
  await expect(images).toHaveCount(8);
  const attributes = await images.evaluateAll((list) =>
    list.map((img) => [
      img.getAttribute('loading'),
      img.getAttribute('width'),
      img.getAttribute('height'),
    ]),
  );
  expect(attributes.map(([loading]) => loading)).toEqual([
    ...Array<string>(6).fill('eager'),
    'lazy',
    'lazy',
  ]);
  for (const [, width, height] of attributes) {
    expect(Number(width)).toBeGreaterThan(0);
    expect(Number(height)).toBeGreaterThan(0);
  }
});

test('the prerendered list already holds the 8 cards (no JavaScript needed to read it)', async ({
  request,
}) => {
  const html = await (await request.get('/es/products')).text();
  expect(html.match(/class="catalog-card"/g)).toHaveLength(8);
  expect(html).toContain('Lubricador Automático LLA');
});
