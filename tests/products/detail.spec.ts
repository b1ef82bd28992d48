import { expect, test } from '../fixtures/test';
import { waitForHydration } from '../fixtures/hydration';
import { LANGS, localized } from '../fixtures/site';
import { TEXTS } from './texts';

for (const lang of LANGS) {
  const text = TEXTS[lang];

  test(`rich layout of ${localized('/products/cast-all-800', lang)}`, async ({ page }) => {
    await page.goto(localized('/products/cast-all-800', lang));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'CAST ALL 800T' })).toBeVisible();
    await expect(page.getByRole('list', { name: /./ }).first().getByRole('listitem')).toHaveCount(
      4,
    );
    for (const section of text.sections) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    // Bold markup rendered as <strong>, never as literal asterisks.
    await expect(page.locator('.detail-description strong').first()).toHaveText('CAST ALL 800T');
    await expect(page.locator('.detail-description')).not.toContainText('**');
    // Related: up to 3 of the same category, never the product itself.
    const related = page.getByRole('region', { name: text.related });
    await expect(related.getByRole('listitem')).toHaveCount(3);
    await expect(related.getByRole('heading', { name: 'CAST ALL 800T' })).toHaveCount(0);
    await expect(related.getByRole('heading', { name: 'CAST ALL 1000T' })).toBeVisible();
    await page.getByRole('link', { name: text.compareLink }).click();
    await expect(page).toHaveURL(new RegExp(`${localized('/products', lang)}#compare$`));
    await expect(page.getByRole('table', { name: text.compareCaption })).toBeInViewport();
  });
}

test('the specification table shows the figures in the language convention', async ({ page }) => {
  await page.goto('/products/cast-all-250');
  await waitForHydration(page);
  const table = page.getByRole('table', { name: /CAST ALL 250T/ });
  await expect(table.getByRole('row', { name: /Força de fechamento/ })).toContainText(
    '250 t / 2.451 kN',
  );
  await page.goto('/en/products/cast-all-250');
  await waitForHydration(page);
  const en = page.getByRole('table', { name: /CAST ALL 250T/ });
  await expect(en.getByRole('row', { name: /Clamping force/ })).toContainText('250 t / 2,451 kN');
  await expect(en.getByRole('row', { name: /Machine weight/ })).toContainText('approx. 7,000 kg');
});

test('a peripheral gets the rich layout with its own related product', async ({ page }) => {
  await page.goto('/es/products/lubrificador-lla');
  await waitForHydration(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Lubricador Automático LLA' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Accesorios de serie' })).toBeVisible();
  const related = page.getByRole('region', { name: 'Productos relacionados' });
  await expect(related.getByRole('listitem')).toHaveCount(1);
  await expect(
    related.getByRole('heading', { name: 'Dosificador Lineal Automático' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: TEXTS.es.compareLink })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Número de boquillas/ })).toContainText('16 a 28');
});

test('a related product link opens that product', async ({ page }) => {
  await page.goto('/products/cast-all-550');
  await waitForHydration(page);
  await page
    .getByRole('region', { name: 'Produtos relacionados' })
    .getByRole('link', { name: /Saiba mais.*CAST ALL 450T/ })
    .click();
  await expect(page).toHaveURL(/\/products\/cast-all-450$/);
  await expect(page.getByRole('heading', { level: 1, name: 'CAST ALL 450T' })).toBeVisible();
});

test.describe('share without the Web Share API', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies the link and says so', async ({ page }) => {
    await page.addInitScript(() => {
      // Desktop Chromium may or may not offer navigator.share; the fallback is what is tested.
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await page.goto('/en/products/dosador-linear');
    await waitForHydration(page);
    await page.getByRole('button', { name: TEXTS.en.share }).click();
    await expect(page.getByRole('status').filter({ hasText: TEXTS.en.copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL('/en/products/dosador-linear', page.url()).href,
    );
  });
});

test('share uses the Web Share API when the browser has one', async ({ page }) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
      configurable: true,
    });
  });
  await page.goto('/products/cast-all-350');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Compartilhar' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
    .toEqual([
      {
        title: 'CAST ALL 350T',
        text: 'Conheça: CAST ALL 350T',
        url: new URL('/products/cast-all-350', page.url()).href,
      },
    ]);
});

for (const lang of LANGS) {
  test(`prerendered ${localized('/products/cast-all-800', lang)} carries Product JSON-LD`, async ({
    request,
  }) => {
    const html = await (await request.get(localized('/products/cast-all-800', lang))).text();
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs),
    ].map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>);
    const product = blocks.find((block) => block['@type'] === 'Product');
    expect(product).toMatchObject({
      name: 'CAST ALL 800T',
      brand: { '@type': 'Brand' },
      category: TEXTS[lang].aluminum,
    });
    expect(String(product?.description)).toContain('800');
    expect(String(product?.description)).not.toContain('**');
    expect((product?.image as string[])[0]).toMatch(/^https:\/\/.+\/images\/products\/large\//);
    expect(html).toContain('<h1');
  });
}
