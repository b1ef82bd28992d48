// Test helpers for the shop's server render: the real UI render, loaded the way the server
// loads the built one, from a server-render folder.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import {
  LANGUAGES,
  PART_APP_HTML_MARKER,
  PART_HEAD_MARKER,
  partTemplateFile,
  SHOP_APP_HTML_MARKER,
  SHOP_FIRST_PAGE_SCRIPT_ID,
  SSR_ENTRY_FILE,
  shopTemplateFile,
  type ShopFirstPage,
} from '@castall/contracts';
import type { PartInput } from '../../store/types';

// By the UI package's exports map, as any other package would reach it.
const UI_ENTRY_SERVER = createRequire(import.meta.url).resolve('@castall/ui/entry-server');

/** Marks the prerendered shop of the test site, which is served when the render is not. */
export const PRERENDERED_SHOP = 'prerendered shop, parts load in the browser';

/** The test site's prerendered shop pages (the fallback). */
export const SHOP_SITE_FILES: Readonly<Record<string, string>> = {
  'shop/index.html': `<!doctype html><title>Loja</title><p>${PRERENDERED_SHOP}</p>`,
  'en/shop/index.html': `<!doctype html><title>Shop</title><p>${PRERENDERED_SHOP}</p>`,
  'es/shop/index.html': `<!doctype html><title>Tienda</title><p>${PRERENDERED_SHOP}</p>`,
};

/**
 * Writes a server-render folder like the build's: an entry that is the UI's entry-server
 * (vitest compiles its TSX on import) and a shop and a part template per language, marked with
 * its language.
 */
export async function writeShopRender(ssrDir: string): Promise<void> {
  await mkdir(ssrDir, { recursive: true });
  await writeFile(
    path.join(ssrDir, SSR_ENTRY_FILE),
    `export * from ${JSON.stringify(UI_ENTRY_SERVER)};\n`,
  );
  for (const lang of LANGUAGES) {
    const template =
      `<!doctype html><html lang="${lang}"><head><title>template ${lang}</title></head>` +
      `<body><div id="root">${SHOP_APP_HTML_MARKER}</div></body></html>`;
    await writeFile(path.join(ssrDir, shopTemplateFile(lang)), template);
    const partTemplate =
      `<!doctype html><html lang="${lang}"><head>${PART_HEAD_MARKER}</head>` +
      `<body><div id="root">${PART_APP_HTML_MARKER}</div></body></html>`;
    await writeFile(path.join(ssrDir, partTemplateFile(lang)), partTemplate);
  }
}

const EMBEDDED = new RegExp(
  `<script type="application/json" id="${SHOP_FIRST_PAGE_SCRIPT_ID}">(.*?)</script>`,
  's',
);

/** The page's HTML without the embedded data (which has every language's texts). */
export function visibleHtml(html: string): string {
  return html.replace(EMBEDDED, '');
}

/** The text of the script with the data the page embeds for the shop to hydrate from. */
export function embeddedScriptText(html: string): string {
  const text = EMBEDDED.exec(html)?.[1];
  if (text === undefined) throw new Error('the page embeds no first page of parts');
  return text;
}

export function embeddedFirstPage(html: string): ShopFirstPage {
  return JSON.parse(embeddedScriptText(html)) as ShopFirstPage;
}

/** A part whose texts say its language and its key, so a page shows which ones it holds. */
export function shopPart(key: string, categoria: PartInput['categoria']): PartInput {
  return {
    nome_pt: `Peça ${key}`,
    nome_en: `Part ${key}`,
    nome_es: `Pieza ${key}`,
    descricao_pt: `Descrição ${key}`,
    descricao_en: `Description ${key}`,
    descricao_es: `Descripción ${key}`,
    codigo: `COD-${key}`,
    categoria,
    preco: 10,
    estoque: 3,
    imagem: '',
  };
}
