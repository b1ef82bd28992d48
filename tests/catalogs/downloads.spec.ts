import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures/test';
import { LANGS, localized } from '../fixtures/site';
import { CATALOG_TEXTS } from './catalog-texts';
import { hydrated } from '../fixtures/hydration';

for (const lang of LANGS) {
  const texts = CATALOG_TEXTS[lang];

  test(`downloads the whole-line catalogue in ${lang} after checking it exists`, async ({
    page,
  }) => {
    const heads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'HEAD') heads.push(new URL(request.url()).pathname);
    });
    await page.goto(localized('/downloads', lang));
    const downloading = page.waitForEvent('download');
    await (await hydrated(page.getByRole('link', { name: texts.lineDownload }))).click();
    const download = await downloading;

    const name = download.suggestedFilename();
    expect(name).toMatch(/V01-R01\.pdf$/);
    expect(heads).toEqual([`/catalogs/${lang}/${name}`]);
    expect(new URL(download.url()).pathname).toBe(`/catalogs/${lang}/${name}`);
    const content = await readFile(await download.path());
    expect(content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
}

test('downloads a product datasheet after checking it exists', async ({ page }) => {
  await page.goto('/downloads');
  const card = page.getByRole('listitem').filter({ hasText: 'CAST ALL 250T' });
  const downloading = page.waitForEvent('download');
  const head = page.waitForRequest((request) => request.method() === 'HEAD');
  await (await hydrated(card.getByRole('link', { name: /Baixar catálogo/ }))).click();
  const [download, request] = await Promise.all([downloading, head]);
  expect(new URL(request.url()).pathname).toBe(new URL(download.url()).pathname);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const content = await readFile(await download.path());
  expect(content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(card.locator('.catalog-download__message')).toBeEmpty();
});

test('every product on the downloads page has a datasheet link with its name', async ({ page }) => {
  await page.goto('/downloads');
  const buttons = page.getByRole('link', { name: /^Baixar catálogo – / });
  await expect(buttons).toHaveCount(8);
  await expect(page.getByRole('link', { name: 'Baixar catálogo – CAST ALL 800T' })).toBeVisible();
});

for (const path of ['/products', '/products/cast-all-800']) {
  test(`the catalogue link on ${path} checks the file, then downloads it`, async ({ page }) => {
    await page.goto(path);
    const heads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'HEAD') heads.push(new URL(request.url()).pathname);
    });
    const link = page.getByRole('link', { name: /^Baixar catálogo – CAST ALL 800T/ }).first();
    const downloading = page.waitForEvent('download');
    await (await hydrated(link)).click();
    const download = await downloading;
    expect(heads).toEqual([new URL(download.url()).pathname]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  });
}
