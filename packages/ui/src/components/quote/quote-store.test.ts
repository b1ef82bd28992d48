import { describe, expect, it, vi } from 'vitest';
import { MAX_ITEMS, MAX_QUANTITY, QUOTE_STORAGE_KEY } from './quote-item';
import { createQuoteStore, QUOTE_CHANGE_EVENT } from './quote-store';

function memoryStorage(initial?: string) {
  const map = new Map<string, string>();
  if (initial !== undefined) map.set(QUOTE_STORAGE_KEY, initial);
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

function storeWith(initial?: string) {
  const storage = memoryStorage(initial);
  const events = new EventTarget();
  return { storage, events, store: createQuoteStore({ storage, events }) };
}

const valve = { kind: 'part', code: 'VH-100', name: { pt: 'Válvula', en: 'Valve' } } as const;

describe('the quote store', () => {
  it('reads corrupt, foreign or missing storage as an empty list', () => {
    for (const stored of [undefined, '', '{', 'null', '42', '"x"', '{"items":[]}']) {
      expect(storeWith(stored).store.read()).toEqual([]);
    }
  });

  it('keeps the good entries of a damaged list and drops the rest', () => {
    const stored = JSON.stringify([
      { kind: 'part', code: 'A1', name: { pt: 'Bomba' }, quantity: 2 },
      { kind: 'tool', code: 'B', name: 'x', quantity: 1 },
      { kind: 'part', code: '', quantity: 1 },
      null,
      'text',
      {
        kind: 'machine',
        code: 'cast-all-800',
        name: { pt: 'CAST ALL 800T', xx: 1 },
        quantity: 'a',
      },
      { kind: 'part', code: 'A1', name: { pt: 'Repetida' }, quantity: 5 },
      { kind: 'part', code: 'C3', name: 7, quantity: 1e9 },
    ]);
    expect(storeWith(stored).store.read()).toEqual([
      { kind: 'part', code: 'A1', name: { pt: 'Bomba' }, quantity: 2 },
      { kind: 'machine', code: 'cast-all-800', name: { pt: 'CAST ALL 800T' }, quantity: 1 },
      { kind: 'part', code: 'C3', name: {}, quantity: MAX_QUANTITY },
    ]);
  });

  it('adds a line, then adds to its quantity and merges the names', () => {
    const { store, storage } = storeWith();
    expect(store.add(valve, 2)).toBe('added');
    expect(store.add({ ...valve, name: { es: 'Válvula ES' } }, 3)).toBe('updated');
    expect(store.read()).toEqual([
      { ...valve, name: { pt: 'Válvula', en: 'Valve', es: 'Válvula ES' }, quantity: 5 },
    ]);
    expect(JSON.parse(storage.map.get(QUOTE_STORAGE_KEY) ?? '')).toHaveLength(1);
    // The same code as a machine is another line.
    expect(store.add({ ...valve, kind: 'machine' }, 1)).toBe('added');
    expect(store.read()).toHaveLength(2);
  });

  it('clamps quantities to whole numbers from 1 to 999', () => {
    const { store } = storeWith();
    store.add(valve, 0);
    expect(store.read()[0]?.quantity).toBe(1);
    store.add(valve, 5000);
    expect(store.read()[0]?.quantity).toBe(MAX_QUANTITY);
    for (const [given, kept] of [
      [-3, 1],
      [2.7, 2],
      [Number.NaN, 1],
      [Number.POSITIVE_INFINITY, 1],
      [42, 42],
    ] as const) {
      store.setQuantity(valve, given);
      expect(store.read()[0]?.quantity).toBe(kept);
    }
  });

  it('removes and clears lines', () => {
    const { store } = storeWith();
    store.add(valve, 1);
    store.add({ kind: 'machine', code: 'cast-all-250', name: { pt: 'CAST ALL 250T' } }, 1);
    store.remove(valve);
    expect(store.read().map((item) => item.code)).toEqual(['cast-all-250']);
    store.clear();
    expect(store.read()).toEqual([]);
  });

  it('refuses a new line past the limit but still updates an existing one', () => {
    const { store } = storeWith();
    for (let index = 0; index < MAX_ITEMS; index++) {
      expect(store.add({ kind: 'part', code: `P${index}`, name: { pt: 'x' } }, 1)).toBe('added');
    }
    expect(store.add({ kind: 'part', code: 'one-more', name: { pt: 'x' } }, 1)).toBe('full');
    expect(store.add({ kind: 'part', code: 'P0', name: { pt: 'x' } }, 1)).toBe('updated');
    expect(store.read()).toHaveLength(MAX_ITEMS);
  });

  it('refuses an item without a code', () => {
    const { store } = storeWith();
    expect(store.add({ kind: 'part', code: '  ', name: { pt: 'x' } }, 1)).toBe('full');
    expect(store.read()).toEqual([]);
  });

  it('tells this page after each write and listens to other tabs for its own key', () => {
    const { store, events } = storeWith();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.add(valve, 1);
    expect(listener).toHaveBeenCalledTimes(1);
    const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });
    events.dispatchEvent(storageEvent(QUOTE_STORAGE_KEY));
    events.dispatchEvent(storageEvent('i18nextLng'));
    events.dispatchEvent(storageEvent(null));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    events.dispatchEvent(new Event(QUOTE_CHANGE_EVENT));
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('keeps the list in memory when storage refuses to write', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    const store = createQuoteStore({ storage, events: new EventTarget() });
    store.add(valve, 2);
    expect(store.read()).toEqual([{ ...valve, quantity: 2 }]);
  });

  it('cleans names: one line, no lone surrogates, cut at a character boundary', () => {
    const { store } = storeWith();
    const long = '😀'.repeat(100);
    store.add(
      { kind: 'part', code: 'X\u0000\n9', name: { pt: `Bo\nmba\u0007 \uD800 ok`, en: long } },
      1,
    );
    const [item] = store.read();
    expect(item?.code).toBe('X 9');
    expect(item?.name.pt).toBe('Bo mba \uFFFD ok');
    const en = Array.from(item?.name.en ?? '');
    expect(en).toHaveLength(80);
    expect(en.at(-1)).toBe('…');
    expect(en.slice(0, -1).every((char) => char === '😀')).toBe(true);
  });
});
