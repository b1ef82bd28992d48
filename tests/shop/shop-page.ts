import type { Page } from '@playwright/test';
import { waitForHydration } from '../fixtures/hydration';

/** Role-based handles on the shop's parts, shared by the shop specs. */
export function shopPage(page: Page, texts = PT) {
  const results = page.getByRole('region', { name: texts.results });
  return {
    search: page.getByRole('searchbox', { name: texts.search }),
    category: page.getByRole('combobox', { name: texts.category }),
    pageSize: page.getByRole('combobox', { name: texts.pageSize }),
    results,
    status: results.getByRole('status'),
    cards: results.getByRole('heading', { level: 3 }),
    pagination: page.getByRole('navigation', { name: texts.pagination }),
  };
}

/**
 * Opens a shop URL once its controls work. The server sends the parts in the HTML, so they are
 * on screen before hydration; a choice made earlier would reach plain HTML.
 */
export async function openShop(page: Page, url: string, texts = PT) {
  await page.goto(url);
  await waitForHydration(page);
  return shopPage(page, texts);
}

export const PT = {
  results: 'Peças encontradas',
  search: 'Buscar peças',
  category: 'Categoria',
  pageSize: 'Peças por página:',
  pagination: 'Paginação das peças',
};

export const EN = {
  results: 'Parts found',
  search: 'Search parts',
  category: 'Category',
  pageSize: 'Parts per page:',
  pagination: 'Parts pages',
};

export const ES = {
  results: 'Piezas encontradas',
  search: 'Buscar piezas',
  category: 'Categoría',
  pageSize: 'Piezas por página:',
  pagination: 'Páginas de piezas',
};
