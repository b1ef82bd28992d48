import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  SHOP_APP_HTML_MARKER,
  SSR_ENTRY_FILE,
  shopTemplateFile,
  type ShopServerRender,
} from '@castall/contracts';
import type { SiteLanguage } from '../language';

/** The UI's server render and the shop page's template per language. */
export interface ShopRender extends ShopServerRender {
  readonly templates: Readonly<Record<SiteLanguage, string>>;
}

function isShopServerRender(module: Partial<ShopServerRender>): module is ShopServerRender {
  return typeof module.render === 'function' && typeof module.shopApiQuery === 'function';
}

async function readTemplate(ssrDir: string, lang: SiteLanguage): Promise<string> {
  const file = path.join(ssrDir, shopTemplateFile(lang));
  const template = await readFile(file, 'utf8');
  if (!template.includes(SHOP_APP_HTML_MARKER) || !template.includes('</body>')) {
    throw new Error(`${file} lacks ${SHOP_APP_HTML_MARKER} or </body>`);
  }
  return template;
}

/**
 * Loads what `npm run build` left in the server-render folder: the bundle of the UI's
 * entry-server (imported at run time, so the server's own bundle holds no React) and the
 * shop templates. Rejects when either is missing or not the expected shape.
 */
export async function loadShopRender(ssrDir: string): Promise<ShopRender> {
  const entry = pathToFileURL(path.join(ssrDir, SSR_ENTRY_FILE)).href;
  const module = (await import(entry)) as Partial<ShopServerRender>;
  if (!isShopServerRender(module)) throw new Error(`${entry} lacks render or shopApiQuery`);
  const [pt, en, es] = await Promise.all([
    readTemplate(ssrDir, 'pt'),
    readTemplate(ssrDir, 'en'),
    readTemplate(ssrDir, 'es'),
  ]);
  return {
    render: module.render,
    shopApiQuery: module.shopApiQuery,
    templates: { pt, en, es },
  };
}
