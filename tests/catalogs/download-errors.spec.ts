// The browser logs the deliberate 404s and aborted requests of these tests as console errors, so
// they use Playwright's plain `test` rather than the fixture that fails on console errors.
import { expect, test } from '@playwright/test';
import { LANGS, localized } from '../fixtures/site';
import { CATALOG_TEXTS } from './catalog-texts';
import { hydrated } from '../fixtures/hydration';

for (const lang of LANGS) {
  const texts = CATALOG_TEXTS[lang];

  test(`a missing ${lang} line catalogue says so and downloads nothing`, async ({ page }) => {
    await page.route(`**/catalogs/${lang}/*.pdf`, (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    let downloads = 0;
    page.on('download', () => downloads++);
    await page.goto(localized('/downloads', lang));
    await (await hydrated(page.getByRole('link', { name: texts.lineDownload }))).click();
    const line = page.locator('.line-catalog');
    await expect(line.getByRole('alert')).toHaveText(texts.langMissing);
    await expect(page.getByRole('link', { name: texts.lineDownload })).toHaveAttribute(
      'aria-describedby',
      /.+/,
    );
    expect(downloads).toBe(0);
  });

  test(`a failed ${lang} line catalogue check asks to try again`, async ({ page }) => {
    await page.route(`**/catalogs/${lang}/*.pdf`, (route) => route.abort('connectionreset'));
    await page.goto(localized('/downloads', lang));
    await (await hydrated(page.getByRole('link', { name: texts.lineDownload }))).click();
    await expect(page.locator('.line-catalog').getByRole('alert')).toHaveText(texts.failed);
  });

  test(`a product without its file says the ${lang} catalogue is not available`, async ({
    page,
  }) => {
    await page.goto(localized('/downloads', lang));
    const card = page.getByRole('listitem').filter({ hasText: 'CAST ALL 450T' });
    const button = card.getByRole('link', { name: new RegExp(`^${texts.download} – `) });
    const head = page.waitForRequest((request) => request.method() === 'HEAD');
    await page.route('**/catalogs/*.pdf', (route) => route.fulfill({ status: 404, body: '' }));
    await (await hydrated(button)).click();
    await head;
    await expect(card.getByRole('alert')).toHaveText(texts.notMapped);
  });
}

test('a server error on a product datasheet asks to try again, and a retry downloads it', async ({
  page,
}) => {
  await page.goto('/downloads');
  const card = page.getByRole('listitem').filter({ hasText: 'CAST ALL 800T' });
  const button = card.getByRole('link', { name: /^Baixar catálogo – / });
  await page.route('**/catalogs/*.pdf', (route) => route.fulfill({ status: 503, body: '' }));
  await (await hydrated(button)).click();
  await expect(card.getByRole('alert')).toHaveText('Erro ao baixar o catálogo. Tente novamente.');

  await page.unroute('**/catalogs/*.pdf');
  const downloading = page.waitForEvent('download');
  await button.click();
  await downloading;
  await expect(card.locator('.catalog-download__message')).toBeEmpty();
});
