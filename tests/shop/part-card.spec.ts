import type { ListedPart, PartsPage } from '@castall/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { openBeforeScripts } from '../fixtures/before-scripts';
import { acceptConsoleErrors } from './console';
import { EN, ES, openShop, PT } from './shop-page';

function part(id: string, fields: Partial<ListedPart>): ListedPart {
  return {
    id,
    nome_pt: `Peça ${id}`,
    nome_en: `Part ${id}`,
    nome_es: `Pieza ${id}`,
    descricao_pt: `Descrição ${id}`,
    descricao_en: `Description ${id}`,
    descricao_es: `Descripción ${id}`,
    codigo: `C-${id}`,
    categoria: 'Mecânica',
    preco: 0,
    estoque: 1,
    imagem: '',
    version: 1,
    ...fields,
  };
}

/** Parts the server cannot store (blank translations), answered in place of the real API. */
const CRAFTED: ListedPart[] = [
  part('pt-only', { nome_en: '', nome_es: ' ', descricao_en: '', descricao_es: '' }),
  part('blank', {
    nome_pt: '',
    nome_en: '',
    nome_es: '',
    descricao_pt: '',
    descricao_en: '',
    descricao_es: '',
  }),
  part('markup', {
    nome_pt: '<b>Anel</b> {{code}} & "O-ring" 50%',
    codigo: 'OR-50/#1',
    estoque: 0,
    categoria: 'Motores',
  }),
];

const BROKEN_IMAGE = part('broken', { imagem: 'does-not-exist.png', nome_pt: 'Imagem quebrada' });

/**
 * Opens the shop, then shows `items` as the answer to the next query: the first page comes
 * from the store with the HTML, so the crafted list is the one a page-size change asks for.
 */
async function showCraftedParts(page: Page, url: string, texts = PT, items = CRAFTED) {
  await answerWithCraftedParts(page, items);
  const shop = await openShop(page, url, texts);
  await shop.pageSize.selectOption('100');
  return shop;
}

async function answerWithCraftedParts(page: Page, items: ListedPart[]): Promise<void> {
  await page.route('**/api/produtos-buscar.php?**', (route) => {
    const body: PartsPage = {
      items,
      total: items.length,
      catalogueTotal: items.length,
      page: 1,
      pageSize: 50,
    };
    return route.fulfill({ json: body });
  });
}

test('a part shows its picture from /upload/, code, translated category and stock', async ({
  page,
}) => {
  await page.goto('/shop?q=HID-VP-0350');
  const card = page.getByRole('listitem').filter({ hasText: 'HID-VP-0350' });
  const image = card.locator('img');
  await expect(image).toHaveAttribute('src', /^\/upload\/[^/]+$/);
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('width', '640');
  await expect(image).toHaveAttribute('height', '480');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  await expect(card.getByRole('definition')).toHaveText(['HID-VP-0350', 'Hidráulica', /^\d/]);
  await expect(card.getByRole('term')).toHaveText(['Código', 'Categoria', 'Estoque']);
});

test('texts fall back to Portuguese, then to the last-resort texts', async ({ page }) => {
  const shop = await showCraftedParts(page, '/en/shop', EN);
  await expect(shop.cards).toHaveText(['Peça pt-only', 'Name not available', 'Part markup']);
  await expect(page.getByText('Descrição pt-only')).toBeVisible();
  await expect(page.getByText('Description not available')).toBeVisible();

  const pt = await showCraftedParts(page, '/shop');
  await expect(pt.cards.nth(1)).toHaveText('Nome não disponível');
  await expect(page.getByText('Descrição não disponível')).toBeVisible();

  const es = await showCraftedParts(page, '/es/shop', ES);
  await expect(es.cards).toHaveText(['Peça pt-only', 'Nombre no disponible', 'Pieza markup']);
});

test('a picture that fails is hidden and a no-image placeholder shown', async ({
  page,
  consoleProblems,
}) => {
  await showCraftedParts(page, '/shop', PT, [BROKEN_IMAGE, ...CRAFTED]);
  const broken = page.getByRole('listitem').filter({ hasText: 'Imagem quebrada' });
  await expect(broken.getByText('Sem imagem')).toBeVisible();
  await expect(broken.locator('img')).toHaveCount(0);
  // A part without any image shows the placeholder straight away.
  const noImage = page.getByRole('listitem').filter({ hasText: 'Peça pt-only' });
  await expect(noImage.getByText('Sem imagem')).toBeVisible();
  // Chromium logs the image's 404; it is the failure this test provokes.
  acceptConsoleErrors(consoleProblems, /status of 404/);
});

test('the quote link opens the chat with the part name and code, markup kept as text', async ({
  page,
}) => {
  await showCraftedParts(page, '/shop');
  const name = '<b>Anel</b> {{code}} & "O-ring" 50%';
  const card = page.getByRole('listitem').filter({ hasText: 'OR-50/#1' });
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(name);
  await expect(card.locator('b')).toHaveCount(0);
  await expect(card.getByRole('definition')).toHaveText(['OR-50/#1', 'Motores', 'Sob consulta']);

  const link = card.getByRole('link', { name: /^Solicitar orçamento/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  const href = (await link.getAttribute('href')) ?? '';
  const url = new URL(href);
  expect(url.origin).toBe('https://wa.me');
  expect(url.searchParams.get('text')).toBe(
    `Olá! Gostaria de um orçamento para a peça: ${name} (código OR-50/#1)`,
  );
  expect(href).toContain(encodeURIComponent('OR-50/#1'));
});

test('a real part links to the chat with its name and code', async ({ page }) => {
  await page.goto('/en/shop?q=HID-VP-0350');
  const link = page.getByRole('link', { name: /^Request a quote/ });
  await expect(link).toHaveCount(1);
  const text = new URL((await link.getAttribute('href')) ?? '').searchParams.get('text') ?? '';
  expect(text).toMatch(/^Hello! I would like a quote for the part: .+ \(code HID-VP-0350\)$/);
});

test('a server-rendered picture that failed before the page was hydrated gets the placeholder too', async ({
  page,
  consoleProblems,
}) => {
  await page.route('**/upload/**', (route) => route.fulfill({ status: 404 }));
  const { release } = await openBeforeScripts(page, '/shop');
  const firstCard = page.getByRole('listitem').filter({ has: page.locator('.part-card__name') });
  // The first card's picture is in view, so it is asked for, and fails, while no script runs.
  await expect
    .poll(() =>
      firstCard
        .first()
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0),
    )
    .toBe(true);
  await release();
  await expect(firstCard.first().getByText('Sem imagem')).toBeVisible();
  await expect(firstCard.first().locator('img')).toHaveCount(0);
  // Every picture that failed by now shows the placeholder; none is left as a broken image.
  const broken = await page
    .locator('img.part-card__media')
    .evaluateAll((imgs: HTMLImageElement[]) =>
      imgs.filter((img) => img.complete && img.naturalWidth === 0),
    );
  expect(broken).toHaveLength(0);
  acceptConsoleErrors(consoleProblems, /status of 404/);
});
