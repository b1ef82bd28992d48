import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  LANGUAGES,
  PART_APP_HTML_MARKER,
  PART_HEAD_MARKER,
  partTemplateFile,
  SHOP_APP_HTML_MARKER,
  SSR_ENTRY_FILE,
  shopTemplateFile,
  type ShopServerRender,
} from '@castall/contracts';
import type { Logger } from '../../logger';
import type { SiteLanguage } from '../language';

type Templates = Readonly<Record<SiteLanguage, string>>;

/** The UI's server render, the shop page's template and a part page's, per language. */
export interface ShopRender extends ShopServerRender {
  readonly templates: Templates;
  readonly partTemplates: Templates;
}

function isShopServerRender(module: Partial<ShopServerRender>): module is ShopServerRender {
  return (
    typeof module.render === 'function' &&
    typeof module.shopApiQuery === 'function' &&
    typeof module.shopPageSearch === 'function'
  );
}

async function readTemplate(file: string, markers: readonly string[]): Promise<string> {
  const template = await readFile(file, 'utf8');
  for (const marker of [...markers, '</body>']) {
    if (!template.includes(marker)) throw new Error(`${file} lacks ${marker}`);
  }
  return template;
}

async function readTemplates(
  fileOf: (lang: SiteLanguage) => string,
  markers: readonly string[],
): Promise<Templates> {
  const read = await Promise.all(
    LANGUAGES.map(async (lang) => [lang, await readTemplate(fileOf(lang), markers)] as const),
  );
  return Object.fromEntries(read) as Templates;
}

/**
 * Loads what `npm run build` left in the server-render folder: the bundle of the UI's
 * entry-server (imported at run time, so the server's own bundle holds no React), the shop
 * templates and the part page templates. Rejects when any is missing or not the expected shape.
 */
export async function loadShopRender(ssrDir: string): Promise<ShopRender> {
  const entry = pathToFileURL(path.join(ssrDir, SSR_ENTRY_FILE)).href;
  const module = (await import(entry)) as Partial<ShopServerRender>;
  if (!isShopServerRender(module)) {
    throw new Error(`${entry} lacks render, shopApiQuery or shopPageSearch`);
  }
  const [templates, partTemplates] = await Promise.all([
    readTemplates((lang) => path.join(ssrDir, shopTemplateFile(lang)), [SHOP_APP_HTML_MARKER]),
    readTemplates(
      (lang) => path.join(ssrDir, partTemplateFile(lang)),
      [PART_HEAD_MARKER, PART_APP_HTML_MARKER],
    ),
  ]);
  const { render, shopApiQuery, shopPageSearch } = module;
  return { render, shopApiQuery, shopPageSearch, templates, partTemplates };
}

/**
 * The render, loaded on the first request that needs it and kept, for the shop and the part
 * pages alike; undefined (logged once) when the build left none, and those pages fall back.
 */
export function lazyShopRender(
  ssrDir: string,
  logger: Logger,
): () => Promise<ShopRender | undefined> {
  let loaded: Promise<ShopRender | undefined> | undefined;
  return () =>
    (loaded ??= loadShopRender(ssrDir).catch((err: unknown) => {
      logger.error(
        'The shop and part pages are not rendered: the server render could not be loaded',
        err,
      );
      return undefined;
    }));
}
