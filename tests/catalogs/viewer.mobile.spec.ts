import { expect, test } from '../fixtures/test';
import { inkedShare } from './canvas';

test('on a phone the viewer fits the page to the screen width and turns pages by touch', async ({
  page,
}) => {
  await page.goto('/downloads');
  await page.getByRole('link', { name: 'Ver catálogo online' }).tap();
  const canvas = page.locator('canvas.pdf-viewer__canvas');
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();
  const viewport = page.viewportSize();
  expect(box?.width).toBeGreaterThan((viewport?.width ?? 0) * 0.8);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport?.width ?? 0);
  expect(await inkedShare(canvas)).toBeGreaterThan(0.01);

  await page.getByRole('button', { name: 'Próxima página' }).tap();
  await expect(canvas).toHaveAttribute('aria-label', /^Página 2 /);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(viewport?.width ?? 0);
});
