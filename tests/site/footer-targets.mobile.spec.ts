import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures/test';

async function expectTallTargets(links: Locator) {
  const heights = await links.evaluateAll((all) =>
    all.map((a) => a.getBoundingClientRect().height),
  );
  for (const height of heights) expect(height).toBeGreaterThanOrEqual(44);
}

// Issue 17, item 8: the footer's links, phone and e-mail were 19 px tall on phones, and so were
// the contact page's phone, e-mail and map links. WCAG 2.2 target size: 44 px here.

test('footer links, phone and e-mail are 44 px tall targets on a phone', async ({ page }) => {
  await page.goto('/about');
  const links = page.getByRole('contentinfo').locator('.site-footer__links a, dd a');
  expect(await links.count()).toBeGreaterThan(8);
  await expectTallTargets(links);
});

test('the contact page phone, e-mail and map links are 44 px tall on a phone', async ({ page }) => {
  await page.goto('/contact');
  const links = page.locator('.contact-details__list a');
  await expect(links).toHaveCount(3);
  await expectTallTargets(links);
});

for (const path of ['/contact', '/es/contact']) {
  test(`the WhatsApp pill on ${path} keeps its label on one line at 320 px`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(path);
    const pill = page.locator('.contact-details .button--chat');
    // One line of label in a 44 px pill; wrapped, it grew to about 70 px.
    await expect(pill).toBeVisible();
    expect((await pill.boundingBox())?.height).toBeLessThan(56);
    const [box, parent] = [
      await pill.boundingBox(),
      await page.locator('.contact-details').boundingBox(),
    ];
    expect(box && parent && box.x + box.width <= parent.x + parent.width).toBe(true);
    // The label fits beside a whole icon: the icon once shrank to a sliver to make room.
    expect((await pill.locator('svg').boundingBox())?.width).toBeGreaterThanOrEqual(20);
  });
}
