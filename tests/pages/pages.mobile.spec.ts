import { expect, test } from '../fixtures/test';

test('a finger drag moves the comparison divider at phone width', async ({ page }) => {
  await page.goto('/gallery');
  const slider = page.getByRole('slider');
  const picture = page.locator('.before-after');
  await picture.scrollIntoViewIfNeeded();
  const box = await picture.boundingBox();
  if (!box) throw new Error('the comparison has no box');
  const y = Math.round(box.y + box.height / 2);
  const at = (fraction: number) => Math.round(box.x + box.width * fraction);
  // Raw touch events, as a finger sends them; Chromium turns them into touch pointer events.
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    });
  await touch('touchStart', at(0.5));
  for (const fraction of [0.6, 0.7, 0.8, 0.9]) await touch('touchMove', at(fraction));
  await touch('touchEnd', at(0.9));
  await expect(slider).toHaveAttribute('aria-valuenow', '90');
  // Tapping moves it too.
  await page.touchscreen.tap(at(0.2), y);
  await expect(slider).toHaveAttribute('aria-valuenow', '20');
});

test('the contact form fits a phone screen and keeps its fields usable', async ({ page }) => {
  await page.goto('/contact');
  const main = page.getByRole('main');
  for (const label of ['Nome *', 'E-mail *', 'Telefone (opcional)', 'Assunto *', 'Mensagem *']) {
    const field = main.getByLabel(label);
    await expect(field).toBeVisible();
    const box = await field.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  const submit = main.getByRole('button', { name: 'Enviar mensagem' });
  const form = await main.locator('form').boundingBox();
  const button = await submit.boundingBox();
  expect(Math.round(button?.width ?? 0)).toBe(Math.round(form?.width ?? -1));
  await main.getByLabel('E-mail *').fill('ana@example.com');
  await expect(main.getByLabel('E-mail *')).toHaveValue('ana@example.com');
});
