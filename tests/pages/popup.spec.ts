import { expect, test } from '../fixtures/test';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#f26b1d"/></svg>';

test('the home popup probes the §7 names in order and locks scrolling while open', async ({
  page,
}) => {
  const probes: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/images/popup/')) probes.push(pathname);
  });
  // Only the banner exists; the server answers the other probes itself.
  await page.route('**/images/popup/banner.svg', (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: SVG }),
  );
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Promoção' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(dialog.getByRole('img')).toHaveAttribute('src', '/images/popup/banner.svg');

  const names = ['popup', 'promocao', 'oferta', 'banner', 'novidade', 'destaque'];
  const extensions = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg'];
  const candidates = names.flatMap((name) =>
    extensions.map((extension) => `/images/popup/${name}.${extension}`),
  );
  expect(probes).toEqual(candidates);

  const overflow = () => page.evaluate(() => document.body.style.overflow);
  expect(await overflow()).toBe('hidden');
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The native dialog hides on Escape before the component unmounts and releases the lock.
  await expect.poll(overflow).toBe('');
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
});

test('no popup when no promotional image exists', async ({ page }) => {
  await page.goto('/');
  await page.waitForTimeout(2500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});
