import { expect, test } from '../fixtures/test';
import { LANGS, localized, type TestLang } from '../fixtures/site';

const ON_REQUEST: Record<TestLang, { text: string; platen: RegExp; tieBar: RegExp }> = {
  pt: { text: 'Sob consulta', platen: /Dimensão das placas/, tieBar: /Dimensão entre colunas/ },
  en: { text: 'On request', platen: /Platen size/, tieBar: /Tie-bar clearance/ },
  es: {
    text: 'A consultar',
    platen: /Dimensión de las placas/,
    tieBar: /Distancia entre columnas/,
  },
};

for (const lang of LANGS) {
  test(`platen size and tie-bar clearance say '${ON_REQUEST[lang].text}' once per row on ${localized('/products', lang)}`, async ({
    page,
  }) => {
    const { text, platen, tieBar } = ON_REQUEST[lang];
    await page.goto(localized('/products#compare', lang));
    const table = page.locator('.compare__table');
    for (const name of [platen, tieBar]) {
      const cells = table.getByRole('row', { name }).getByRole('cell');
      await expect(cells).toHaveText([text]);
      await expect(cells).toHaveAttribute('colspan', '6');
    }
    await expect(table).not.toContainText('—');
  });

  test(`each model's page shows platen size and tie-bar clearance in ${lang}`, async ({ page }) => {
    const { text, platen, tieBar } = ON_REQUEST[lang];
    await page.goto(localized('/products/cast-all-450', lang));
    const specs = page.locator('.spec-table');
    for (const name of [platen, tieBar]) {
      await expect(specs.getByRole('row', { name }).getByRole('cell')).toHaveText(text);
    }
  });
}
