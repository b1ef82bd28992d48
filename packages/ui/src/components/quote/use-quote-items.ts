import { useEffect, useState } from 'react';
import type { QuoteItem } from './quote-item';
import { quoteStore } from './quote-store';

/**
 * The quote list, live; null until it has been read. It is unknown in the server's render and
 * during hydration (the HTML cannot know a visitor's storage, and both runtimes must hydrate
 * the same markup), then read and followed from storage.
 */
export function useQuoteItems(): QuoteItem[] | null {
  const [items, setItems] = useState<QuoteItem[] | null>(null);
  useEffect(() => {
    const store = quoteStore();
    const refresh = () => setItems(store.read());
    refresh();
    return store.subscribe(refresh);
  }, []);
  return items;
}
