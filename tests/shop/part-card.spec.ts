import type { ListedPart, PartsPage } from '@castall/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { acceptConsoleErrors } from './console';
import { EN, ES, shopPage } from './shop-page';

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

async function answerWithCraftedParts(page: Page, items = CRAFTED): Promise<void> {
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
  await answerWithCraftedParts(page);
  await page.goto('/en/shop');
  const shop = shopPage(page, EN);
  await expect(shop.cards).toHaveText(['Peça pt-only', 'Name not available', 'Part markup']);
  await expect(page.getByText('Descrição pt-only')).toBeVisible();
  await expect(page.getByText('Description not available')).toBeVisible();

  await page.goto('/shop');
  await expect(shopPage(page).cards.nth(1)).toHaveText('Nome não disponível');
  await expect(page.getByText('Descrição não disponível')).toBeVisible();

  await page.goto('/es/shop');
  await expect(shopPage(page, ES).cards).toHaveText([
    'Peça pt-only',
    'Nombre no disponible',
    'Pieza markup',
  ]);
});

test('a picture that fails is hidden and a no-image placeholder shown', async ({
  page,
  consoleProblems,
}) => {
  await answerWithCraftedParts(page, [BROKEN_IMAGE, ...CRAFTED]);
  await page.goto('/shop');
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
  await answerWithCraftedParts(page);
  await page.goto('/shop');
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
