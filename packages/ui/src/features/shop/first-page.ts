import { SHOP_FIRST_PAGE_SCRIPT_ID, type ShopFirstPage } from '@castall/contracts';
import { createContext, useContext, useEffect } from 'react';

/** The first page the server renders the shop with (set by entry-server's `render`). */
export const ShopFirstPageContext = createContext<ShopFirstPage | undefined>(undefined);

/** Read from the page once; `null` once the shop has used it or when there is none. */
let embedded: ShopFirstPage | null | undefined;

function isShopFirstPage(value: unknown): value is ShopFirstPage {
  if (typeof value !== 'object' || value === null) return false;
  const { query, page } = value as Partial<ShopFirstPage>;
  return typeof query === 'string' && Array.isArray(page?.items) && typeof page.total === 'number';
}

/** The first page the server embedded in the HTML, if any (a prerendered shell has none). */
function readEmbedded(): ShopFirstPage | null {
  const text = document.getElementById(SHOP_FIRST_PAGE_SCRIPT_ID)?.textContent;
  if (text === undefined || text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isShopFirstPage(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The page of parts the server rendered the shop with: on the server from the context, in the
 * browser from the embedded script until the shop has mounted once. A later visit to the shop
 * in the same tab (a client-side navigation) loads its parts from the API, as they may have
 * changed since the page was served.
 */
export function useShopFirstPage(): ShopFirstPage | undefined {
  const fromServer = useContext(ShopFirstPageContext);
  if (fromServer === undefined && typeof document !== 'undefined') embedded ??= readEmbedded();
  const first = fromServer ?? embedded ?? undefined;
  useEffect(() => {
    embedded = null;
  }, []);
  return first;
}
