import {
  clampQuantity,
  itemKey,
  MAX_ITEMS,
  parseItem,
  parseItems,
  QUOTE_STORAGE_KEY,
  type LocalizedName,
  type QuoteItem,
  type QuoteKind,
} from './quote-item';

/** What the store needs of the browser; the unit tests give it a map and an EventTarget. */
export interface QuoteStoreEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Where `storage` events of other tabs arrive and this page's changes are told (window). */
  events: EventTarget;
}

/**
 * Told on the page after every write. The header and an add button are separate islands
 * (separate roots, maybe separate chunks), so they hear each other through the window; the
 * browser's own `storage` event only reaches the other tabs.
 */
export const QUOTE_CHANGE_EVENT = 'castall:quote-change';

export type AddResult = 'added' | 'updated' | 'full';

export interface QuoteStore {
  read(): QuoteItem[];
  /** Adds a line, or adds the quantity to the same part's or machine's line. */
  add(item: { kind: QuoteKind; code: string; name: LocalizedName }, quantity: number): AddResult;
  setQuantity(item: Pick<QuoteItem, 'kind' | 'code'>, quantity: number): void;
  remove(item: Pick<QuoteItem, 'kind' | 'code'>): void;
  clear(): void;
  /** Calls `listener` after any change here or in another tab; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function createQuoteStore({ storage, events }: QuoteStoreEnvironment): QuoteStore {
  // Storage can be missing or refuse writes (quota, some private modes): the list then lives
  // in memory for the page, which still lets the visitor send it.
  let memory: string | null = null;
  const load = (): string | null => {
    try {
      return storage ? storage.getItem(QUOTE_STORAGE_KEY) : memory;
    } catch {
      return memory;
    }
  };
  const save = (items: readonly QuoteItem[]) => {
    memory = JSON.stringify(items);
    try {
      storage?.setItem(QUOTE_STORAGE_KEY, memory);
    } catch {
      // Kept in memory only (above).
    }
    events.dispatchEvent(new Event(QUOTE_CHANGE_EVENT));
  };
  const read = () => parseItems(load());
  const update = (change: (items: QuoteItem[]) => QuoteItem[]) => save(change(read()));

  return {
    read,
    add(given, quantity) {
      const item = parseItem({ ...given, quantity });
      if (!item) return 'full';
      const items = read();
      const index = items.findIndex((other) => itemKey(other) === itemKey(item));
      const existing = items[index];
      if (existing) {
        items[index] = {
          ...existing,
          // Names from another language's page join the ones kept.
          name: { ...existing.name, ...item.name },
          quantity: clampQuantity(existing.quantity + item.quantity),
        };
        save(items);
        return 'updated';
      }
      if (items.length >= MAX_ITEMS) return 'full';
      save([...items, item]);
      return 'added';
    },
    setQuantity(target, quantity) {
      update((items) =>
        items.map((item) =>
          itemKey(item) === itemKey(target) ? { ...item, quantity: clampQuantity(quantity) } : item,
        ),
      );
    },
    remove(target) {
      update((items) => items.filter((item) => itemKey(item) !== itemKey(target)));
    },
    clear() {
      save([]);
    },
    subscribe(listener) {
      const onStorage = (event: Event) => {
        const key = (event as StorageEvent).key;
        // `key` is null when another tab cleared the whole storage.
        if (key === QUOTE_STORAGE_KEY || key === null) listener();
      };
      events.addEventListener(QUOTE_CHANGE_EVENT, listener);
      events.addEventListener('storage', onStorage);
      return () => {
        events.removeEventListener(QUOTE_CHANGE_EVENT, listener);
        events.removeEventListener('storage', onStorage);
      };
    },
  };
}

let browserStore: QuoteStore | undefined;

/** The page's store over `localStorage`, made on first use (never on the server). */
export function quoteStore(): QuoteStore {
  if (!browserStore) {
    let storage: Storage | null = null;
    try {
      storage = window.localStorage;
    } catch {
      // A browser that forbids storage throws on access; the store keeps the list in memory.
    }
    browserStore = createQuoteStore({ storage, events: window });
  }
  return browserStore;
}
