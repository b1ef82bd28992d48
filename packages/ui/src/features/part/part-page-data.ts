import type { PartPageData } from '@castall/contracts';
import { createContext, useContext } from 'react';

/**
 * The part a page is rendered for, from the store (set by entry-server's `render` on the
 * server). A part page is static HTML: nothing of it hydrates but the layout's islands, so the
 * browser never needs this data.
 */
export const PartPageContext = createContext<PartPageData | undefined>(undefined);

export function usePartPageData(): PartPageData | undefined {
  return useContext(PartPageContext);
}
