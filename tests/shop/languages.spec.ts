import { expect, test } from '../fixtures/test';
import { EN, ES, PT, openShop } from './shop-page';

const WORDING = [
  {
    lang: 'pt',
    url: '/shop',
    texts: PT,
    title: 'Peças de reposição',
    showing: /^Mostrando 1-50 de [\d.]+ peças$/,
    categories: ['Todas as categorias', 'Elétrica', 'Hidráulica', 'Eletrônica', 'Mecânica'],
    placeholder: 'Buscar por nome ou código...',
    empty: ['Nenhum produto encontrado', 'Tente ajustar os filtros ou os termos de busca.'],
    steps: ['Anterior', 'Próximo'],
    quote: 'Solicitar orçamento',
  },
  {
    lang: 'en',
    url: '/en/shop',
    texts: EN,
    title: 'Spare parts',
    showing: /^Showing 1-50 of [\d,]+ parts$/,
    categories: ['All categories', 'Electrical', 'Hydraulic', 'Electronic', 'Mechanical'],
    placeholder: 'Search by name or code...',
    empty: ['No products found', 'Try adjusting the filters or the search terms.'],
    steps: ['Previous', 'Next'],
    quote: 'Request a quote',
  },
  {
    lang: 'es',
    url: '/es/shop',
    texts: ES,
    title: 'Piezas de repuesto',
    showing: /^Mostrando 1-50 de [\d.]+ piezas$/,
    categories: ['Todas las categorías', 'Eléctrica', 'Hidráulica', 'Electrónica', 'Mecánica'],
    placeholder: 'Buscar por nombre o código...',
    empty: [
      'Ningún producto encontrado',
      'Intente ajustar los filtros o los términos de búsqueda.',
    ],
    steps: ['Anterior', 'Siguiente'],
    quote: 'Solicitar presupuesto',
  },
] as const;

for (const wording of WORDING) {
  test(`the shop speaks ${wording.lang}`, async ({ page }) => {
    const shop = await openShop(page, wording.url, wording.texts);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(wording.title);
    await expect(page.locator('html')).toHaveAttribute(
      'lang',
      wording.lang === 'pt' ? 'pt-BR' : wording.lang,
    );
    await expect(shop.status).toHaveText(wording.showing);
    await expect(shop.search).toHaveAttribute('placeholder', wording.placeholder);
    await expect(shop.category.getByRole('option')).toHaveText([...wording.categories]);
    await expect(shop.pagination.getByText(wording.steps[0])).toBeVisible();
    await expect(shop.pagination.getByRole('link', { name: wording.steps[1] })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`^${wording.quote}`) })).toHaveCount(50);

    // The name in the page's language (the demo parts have all three).
    await shop.search.fill('HID-VP-0350');
    await expect(shop.cards).toHaveCount(1);
    await expect(shop.cards).not.toHaveText(
      wording.lang === 'pt' ? /Proportional|vazão NG10 \(/ : /vazão/,
    );

    await shop.search.fill('nada-zzz-nothing');
    for (const text of wording.empty) await expect(page.getByText(text)).toBeVisible();
  });
}
