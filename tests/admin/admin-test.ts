import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN_PASSWORD, E2E_ADMIN_USERNAME } from '../fixtures/admin-credentials';
import { AdminPage } from '../fixtures/admin-page';

export { AdminPage };

/** The suite's one test base (console check with `allowConsole`, no external requests). */
export { expect, failedStatus, test } from '../fixtures/test';

/** A part code no other test (or run) uses, so tests share one server safely. */
export function uniqueCode(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
}

/** Logs in through the form as the suite's administrator (see AdminPage for the steps). */
export async function loginInBrowser(page: Page): Promise<AdminPage> {
  const admin = new AdminPage(page);
  await admin.login();
  return admin;
}

/** A bearer token for arranging data through the API, outside the browser's session. */
export async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/login.php', {
    multipart: { username: E2E_ADMIN_USERNAME, password: E2E_ADMIN_PASSWORD },
  });
  const answer = (await response.json()) as { success: boolean; token?: string };
  if (!answer.success || !answer.token) throw new Error('API login failed');
  return answer.token;
}

export interface TestPart {
  id: string;
  codigo: string;
  nome_pt: string;
  version: number;
  imagem: string;
}

export function partFields(codigo: string, name = `Peça ${codigo}`): Record<string, string> {
  return {
    nome_pt: name,
    nome_en: `Part ${codigo}`,
    nome_es: `Pieza ${codigo}`,
    descricao_pt: 'Descrição de teste',
    descricao_en: 'Test description',
    descricao_es: 'Descripción de prueba',
    codigo,
    categoria: 'Mecânica',
    preco: '10',
    estoque: '5',
  };
}

export async function createPart(
  request: APIRequestContext,
  token: string,
  fields: Record<string, string>,
): Promise<TestPart> {
  const response = await request.post('/api/produtos-adicionar.php', {
    multipart: fields,
    headers: { Authorization: `Bearer ${token}` },
  });
  const answer = (await response.json()) as { success: boolean; produto?: TestPart };
  if (!answer.success || !answer.produto)
    throw new Error(`create failed: ${JSON.stringify(answer)}`);
  return answer.produto;
}

/** Accepts the next window.confirm and checks its text. */
export function acceptConfirm(page: Page, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    page.once('dialog', (dialog) => {
      if (dialog.message() !== text) reject(new Error(`unexpected dialog: ${dialog.message()}`));
      void dialog.accept().then(resolve, reject);
    });
  });
}

/**
 * Adds `count` parts coded `${prefix}-001`… through the CSV import, their categories cycling
 * through `categories`; returns how many the import created.
 */
export async function importNumberedParts(
  request: APIRequestContext,
  token: string,
  prefix: string,
  count: number,
  categories: readonly string[] = ['Elétrica'],
): Promise<number> {
  const header = 'codigo;nome_pt;nome_en;nome_es;descricao_pt;descricao_en;descricao_es;categoria';
  const lines = Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(3, '0');
    const categoria = categories[i % categories.length] ?? '';
    return `${prefix}-${n};Peça ${n};Part ${n};Pieza ${n};d;d;d;${categoria}`;
  });
  const imported = await request.post('/api/produtos-importar.php', {
    multipart: {
      aplicar: '1',
      arquivo: {
        name: 'p.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from([header, ...lines].join('\n')),
      },
    },
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await imported.json()) as { summary: { new: number } }).summary.new;
}

/** A small real PNG, for a part's image. */
export async function pngImage(): Promise<Buffer> {
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 242, g: 107, b: 29 } },
  })
    .png()
    .toBuffer();
}
