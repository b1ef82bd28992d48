import { expect, test } from '../fixtures/test';
import { LANGS, localized, type TestLang } from '../fixtures/site';

const REGION: Record<TestLang, string> = {
  pt: 'Tabela comparativa dos modelos CAST ALL, rolável na horizontal',
  en: 'CAST ALL comparison table, scrolls sideways',
  es: 'Tabla comparativa de los modelos CAST ALL, desplazable en horizontal',
};
const HINT: Record<TestLang, string> = {
  pt: 'Deslize para ver mais',
  en: 'Swipe to see more',
  es: 'Deslice para ver más',
};

for (const lang of LANGS) {
  for (const width of [1024, 1280, 1440]) {
    test(`the comparison table fits its box or says it scrolls at ${width} px in ${lang}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(localized('/products#compare', lang));
      const region = page.getByRole('region', { name: REGION[lang] });
      await expect(region).toHaveAttribute('tabindex', '0');
      const [scrollWidth, clientWidth] = await region.evaluate((el) => [
        el.scrollWidth,
        el.clientWidth,
      ]);
      if (scrollWidth > clientWidth) {
        await expect(page.getByText(HINT[lang])).toBeVisible();
      } else {
        // Every model's header reads whole: no 'CAST ALL 10…' cut at the box's edge.
        const last = region.locator('thead th').last();
        const [box, cell] = await Promise.all([region.boundingBox(), last.boundingBox()]);
        expect((cell?.x ?? 0) + (cell?.width ?? 0)).toBeLessThanOrEqual(
          (box?.x ?? 0) + (box?.width ?? 0) + 1,
        );
      }
      expect(scrollWidth, 'the table fits at desktop widths').toBeLessThanOrEqual(clientWidth);
    });
  }

  test(`on a phone the table says it scrolls and keeps its labels in view in ${lang}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(localized('/products#compare', lang));
    const region = page.getByRole('region', { name: REGION[lang] });
    await expect(page.getByText(HINT[lang])).toBeVisible();
    await region.focus();
    await expect(region).toBeFocused();
    const label = region.locator('tbody th').first();
    const before = await label.boundingBox();
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(300);
    const after = await label.boundingBox();
    expect(after?.x).toBe(before?.x);
    await expect(label).toBeInViewport();
  });
}
