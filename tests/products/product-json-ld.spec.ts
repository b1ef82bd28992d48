import { expect, test } from '../fixtures/test';
import { localized } from '../fixtures/site';

interface ProductLd {
  '@type': string;
  additionalProperty: { name: string; value: string }[];
}

const CASES = [
  ['pt', ['Força de fechamento', 'Curso de abertura', 'Capacidade de injeção', 'Servomotor']],
  ['en', ['Clamping force', 'Opening stroke', 'Injection capacity', 'Servomotor']],
  ['es', ['Fuerza de cierre', 'Carrera de apertura', 'Capacidad de inyección', 'Servomotor']],
] as const;

for (const [lang, names] of CASES) {
  test(`the Product JSON-LD names the specifications in the page's language (${lang})`, async ({
    page,
  }) => {
    await page.goto(localized('/products/cast-all-800', lang));
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = blocks
      .flatMap((text) => [JSON.parse(text) as ProductLd | ProductLd[]].flat())
      .find((item) => item['@type'] === 'Product');
    expect(product?.additionalProperty.map((property) => property.name)).toEqual(names);
  });
}
