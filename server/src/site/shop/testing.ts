// Test helpers for the pages Astro renders per request (the shop and the part pages), which the
// server tests run against the real build: `npm run build` first (npm test builds before them).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ShopFirstPage } from '@castall/contracts';
import type { PartInput } from '../../store/types';
import { ASTRO_SERVER_ENTRY } from '../astro/astro-handler';
import { DEFAULT_SSR_DIR } from '../../config';

/** The built per-request render, or a clear failure when the build is missing. */
export function builtAstroDir(): string {
  if (!existsSync(path.join(DEFAULT_SSR_DIR, ASTRO_SERVER_ENTRY))) {
    throw new Error(`No Astro build in ${DEFAULT_SSR_DIR}: run \`npm run build\` first`);
  }
  return DEFAULT_SSR_DIR;
}

const ISLAND_PROPS = /<astro-island\b[^>]*?\bprops="([^"]*)"/g;

/** The page's HTML without its islands' props (which hold the data in every language). */
export function visibleHtml(html: string): string {
  return html.replace(/\bprops="[^"]*"/g, '');
}

function decodeAttribute(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** Astro's serialized props: each value `[0, value]`, arrays `[1, [...]]`, objects nested. */
function revive(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  const [kind, inner] = value as [number, unknown];
  if (kind === 1) return (inner as unknown[]).map(revive);
  if (kind !== 0) throw new Error(`Unexpected serialized prop kind ${kind}`);
  if (inner === null || typeof inner !== 'object') return inner;
  return Object.fromEntries(Object.entries(inner).map(([key, item]) => [key, revive(item)]));
}

/** The first page of parts the shop island is given to hydrate from. */
export function embeddedFirstPage(html: string): ShopFirstPage {
  for (const [, props = ''] of html.matchAll(ISLAND_PROPS)) {
    const revived = revive([0, JSON.parse(decodeAttribute(props))]) as { first?: ShopFirstPage };
    if (revived.first) return revived.first;
  }
  throw new Error('the page gives the shop no first page of parts');
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
