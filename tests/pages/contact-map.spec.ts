import { siteConfig } from '@castall/contracts/company';
import { expect, test } from '../fixtures/test';
import { LANGS, localized, type TestLang } from '../fixtures/site';

const OPEN: Record<TestLang, string> = {
  pt: 'Abrir no aplicativo de mapas',
  en: 'Open in a maps app',
  es: 'Abrir en una app de mapas',
};

for (const lang of LANGS) {
  test(`a map that cannot load leaves the address and a maps-app link (${lang})`, async ({
    page,
  }) => {
    // The embedded map's host is unreachable: the frame stays blank or shows an error.
    await page.route('https://www.google.com/**', (route) => route.abort());
    await page.goto(localized('/contact', lang));
    const map = page.locator('.contact-map');
    await map.scrollIntoViewIfNeeded();
    const card = map.locator('address');
    await expect(card).toBeVisible();
    await expect(card).toContainText(siteConfig.address.street);
    await expect(card).toContainText(`${siteConfig.address.city} - ${siteConfig.address.region}`);
    const link = card.getByRole('link', { name: new RegExp(OPEN[lang]) });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\//);
    // Not covered by the frame: the card is what a click at its centre reaches.
    const box = await link.boundingBox();
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? '',
      [(box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2] as const,
    );
    expect(hit).toContain(OPEN[lang]);
  });
}
