import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { LANGS, localized, type TestLang } from '../fixtures/site';
import { inkedShare } from './canvas';
import { CATALOG_TEXTS } from './catalog-texts';
import { hydrated } from '../fixtures/hydration';

/** The viewer address of the line catalogue, as linked from the downloads page. */
async function viewerHref(page: Page, lang: TestLang): Promise<string> {
  await page.goto(localized('/downloads', lang));
  const href = await page
    .getByRole('link', { name: CATALOG_TEXTS[lang].view })
    .getAttribute('href');
  if (!href) throw new Error('no viewer link');
  return href;
}

for (const lang of LANGS) {
  const texts = CATALOG_TEXTS[lang];

  test(`the viewer renders the ${lang} catalogue and turns its pages`, async ({ page }) => {
    const href = await viewerHref(page, lang);
    expect(href).toMatch(new RegExp(`/pdf/${lang}/[^/]+-V01-R01\\.pdf$`));
    const response = await page.goto(href);
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex,nofollow',
    );

    const canvas = page.locator('canvas.pdf-viewer__canvas');
    await expect(canvas).toBeVisible();
    expect(await inkedShare(canvas)).toBeGreaterThan(0.01);
    const status = page.locator('.pdf-viewer__page');
    await expect(status).toHaveText(/^\D*1\D+(\d+)$/);

    await page.getByRole('button', { name: texts.next }).click();
    await expect(status).toHaveText(/^\D*2\D+\d+$/);
    await expect(canvas).toHaveAttribute('aria-label', /2/);
    expect(await inkedShare(canvas)).toBeGreaterThan(0.01);
  });

  test(`the ${lang} viewer opens from the downloads page link`, async ({ page }) => {
    await page.goto(localized('/downloads', lang));
    await (await hydrated(page.getByRole('link', { name: texts.view }))).click();
    await expect(page).toHaveURL(/\/pdf\//);
    await expect(page.locator('canvas.pdf-viewer__canvas')).toBeVisible();
  });

  test(`no serious or critical accessibility violations on the ${lang} viewer`, async ({
    page,
  }) => {
    await page.goto(await viewerHref(page, lang));
    await expect(page.locator('canvas.pdf-viewer__canvas')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
      );
    expect(blocking).toEqual([]);
  });
}

test('zooms in, fits the width again and downloads from the viewer', async ({ page }) => {
  await page.goto(await viewerHref(page, 'pt'));
  const canvas = page.locator('canvas.pdf-viewer__canvas');
  await expect(canvas).toBeVisible();
  const fitted = (await canvas.boundingBox())?.width ?? 0;
  const area = (await page.locator('.pdf-viewer__area').boundingBox())?.width ?? 0;
  expect(fitted).toBeGreaterThan(area * 0.8);
  expect(fitted).toBeLessThanOrEqual(area);

  await page.getByRole('button', { name: 'Aumentar zoom' }).click();
  await expect
    .poll(async () => (await canvas.boundingBox())?.width ?? 0)
    .toBeGreaterThan(fitted * 1.2);
  await expect(page.getByRole('button', { name: 'Ajustar à largura' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.getByRole('button', { name: 'Ajustar à largura' }).click();
  await expect
    .poll(async () => Math.round((await canvas.boundingBox())?.width ?? 0))
    .toBe(Math.round(fitted));

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar PDF' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/V01-R01\.pdf$/);
});

test('the arrow keys turn the pages of the focused viewer', async ({ page }) => {
  await page.goto(await viewerHref(page, 'en'));
  const canvas = page.locator('canvas.pdf-viewer__canvas');
  await expect(canvas).toBeVisible();
  await page.locator('.pdf-viewer__area').focus();
  await page.keyboard.press('ArrowRight');
  await expect(canvas).toHaveAttribute('aria-label', /^Page 2 /);
  await page.keyboard.press('ArrowLeft');
  await expect(canvas).toHaveAttribute('aria-label', /^Page 1 /);
});

test.describe('names outside the catalogues folder', () => {
  for (const path of [
    '/pdf/pt/..%2F..%2Fpackage.json',
    '/pdf/pt/%2e%2e%2f%2e%2e%2fpackage.json',
    '/pdf/pt/..%2Fen%2FCATALOG.pdf',
    '/pdf/pt/catalogo.html',
    '/pdf/pt/missing-V01-R01.pdf',
    '/pdf/xx/catalogo.pdf',
    '/pdf/pt/sub/catalogo.pdf',
    '/en/pdf/en/..%2F..%2F..%2Fserver%2Fpackage.json',
  ]) {
    test(`the server answers ${path} with 404`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
    });
  }

  for (const lang of LANGS) {
    test(`the ${lang} viewer explains a refused traversal attempt and loads nothing`, async ({
      page,
    }) => {
      const pdfRequests: string[] = [];
      page.on('request', (request) => {
        const fetched = request.resourceType() !== 'document';
        if (fetched && /\.pdf|package\.json/.test(request.url())) pdfRequests.push(request.url());
      });
      const response = await page.goto(localized('/pdf/pt/..%2F..%2Fpackage.json', lang));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('alert')).toHaveText(CATALOG_TEXTS[lang].invalid);
      await expect(page.locator('canvas')).toHaveCount(0);
      expect(pdfRequests).toEqual([]);
    });
  }

  test('a wrong extension is refused with the same message', async ({ page }) => {
    const response = await page.goto('/pdf/pt/catalogo.html');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('alert')).toHaveText(CATALOG_TEXTS.pt.invalid);
    await expect(page.locator('canvas')).toHaveCount(0);
  });
});
