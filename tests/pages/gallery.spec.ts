import { expect, test } from '../fixtures/test';
import { LANGS, localized, type TestLang } from '../fixtures/site';

const PROJECTS: Record<TestLang, string[]> = {
  pt: [
    'Instalação CAST ALL',
    'Retrofit completo',
    'Exportação para a Argentina',
    'Manutenção preventiva',
  ],
  en: [
    'CAST ALL installation',
    'Complete retrofit',
    'Export to Argentina',
    'Preventive maintenance',
  ],
  es: [
    'Instalación CAST ALL',
    'Retrofit completo',
    'Exportación a Argentina',
    'Mantenimiento preventivo',
  ],
};
const SLIDER: Record<TestLang, string> = {
  pt: 'Divisor entre antes e depois',
  en: 'Divider between before and after',
  es: 'Divisor entre antes y después',
};
const ITEMS: Record<TestLang, [string, string]> = {
  pt: ['Painel de comando', 'Injetora de plástico'],
  en: ['Control panel', 'Plastic injection machine'],
  es: ['Panel de control', 'Inyectora de plástico'],
};

for (const lang of LANGS) {
  test(`the gallery shows the labelled slider, two items and four projects in ${lang}`, async ({
    page,
  }) => {
    await page.goto(localized('/gallery', lang));
    const slider = page.getByRole('slider', { name: SLIDER[lang] });
    await expect(slider).toHaveAttribute('aria-valuenow', '50');
    await expect(slider).toHaveAttribute('aria-valuemin', '0');
    await expect(slider).toHaveAttribute('aria-valuemax', '100');
    for (const item of ITEMS[lang]) {
      await expect(page.getByRole('button', { name: item })).toBeVisible();
    }
    const projects = page.getByRole('main').getByRole('heading', { level: 3 });
    await expect(projects).toHaveText(PROJECTS[lang]);
  });
}

test('the arrow, Home and End keys move the divider', async ({ page }) => {
  await page.goto('/gallery');
  const slider = page.getByRole('slider');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '55');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuenow', '45');
  await expect(slider).toHaveAttribute('aria-valuetext', '45% antes');
  await page.keyboard.press('Home');
  await expect(slider).toHaveAttribute('aria-valuenow', '0');
  await page.keyboard.press('End');
  await expect(slider).toHaveAttribute('aria-valuenow', '100');
});

test('dragging with the mouse moves the divider and reveals more or less of the before image', async ({
  page,
}) => {
  await page.goto('/gallery');
  const slider = page.getByRole('slider');
  const picture = page.locator('.before-after');
  await picture.scrollIntoViewIfNeeded();
  const box = await picture.boundingBox();
  if (!box) throw new Error('the comparison has no box');
  // A height inside both the picture and the viewport, below the fixed header.
  const y = Math.max(box.y, 100) + 40;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.25, y, { steps: 5 });
  await page.mouse.up();
  await expect(slider).toHaveAttribute('aria-valuenow', '25');
  const clip = await page.locator('.before-after__before').evaluate((el) => el.style.clipPath);
  expect(clip).toBe('inset(0px 75% 0px 0px)');
  // A click elsewhere on the picture moves the divider there too.
  await page.mouse.click(box.x + box.width * 0.8, y);
  await expect(slider).toHaveAttribute('aria-valuenow', '80');
});

test('choosing the other item swaps both images', async ({ page }) => {
  await page.goto('/en/gallery');
  const panel = page.getByRole('button', { name: 'Control panel' });
  const plastic = page.getByRole('button', { name: 'Plastic injection machine' });
  await expect(panel).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('img', { name: 'Old control panel with messy wiring' }),
  ).toBeVisible();
  const slider = page.getByRole('slider');
  await slider.focus();
  await slider.press('End');
  await expect(slider).toHaveAttribute('aria-valuenow', '100');
  await plastic.click();
  // The new pair starts from the middle (spec: position 0 to 100, default 50).
  await expect(slider).toHaveAttribute('aria-valuenow', '50');
  await expect(plastic).toHaveAttribute('aria-pressed', 'true');
  await expect(panel).toHaveAttribute('aria-pressed', 'false');
  const before = page.getByRole('img', {
    name: 'Worn plastic injection machine before the overhaul',
  });
  const after = page.getByRole('img', { name: 'Rebuilt and repainted plastic injection machine' });
  await expect(before).toHaveAttribute('src', '/images/gallery/plastic-before-800.webp');
  await expect(after).toHaveAttribute('src', '/images/gallery/plastic-after-800.webp');
  await expect
    .poll(() => after.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/plastic-after-\d+\.avif$/);
});

test('gallery images are AVIF/WebP pictures with their size set', async ({ page }) => {
  await page.goto('/gallery');
  const pictures = page.getByRole('main').locator('picture');
  await expect(pictures).toHaveCount(6);
  for (const picture of await pictures.all()) {
    await expect(picture.locator('source').first()).toHaveAttribute('type', 'image/avif');
    await expect(picture.locator('source').nth(1)).toHaveAttribute('type', 'image/webp');
    await expect(picture.locator('img')).toHaveAttribute('width', '800');
    await expect(picture.locator('img')).toHaveAttribute('height', '600');
  }
});
