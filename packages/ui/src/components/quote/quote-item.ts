import { isLang, LANGUAGES, type Lang } from '../../i18n/languages';

/** What a line of the quote list is: a spare part of the shop or a machine of the catalogue. */
export type QuoteKind = 'part' | 'machine';

/** A name per language where the page knows them (parts have three), else just one. */
export type LocalizedName = Partial<Record<Lang, string>>;

export interface QuoteItem {
  kind: QuoteKind;
  /** The part's code, or the machine's id (its model, e.g. `cast-all-800`). */
  code: string;
  name: LocalizedName;
  /** A whole number from 1 to MAX_QUANTITY. */
  quantity: number;
}

/** The key carries a version: a later shape gets a new key instead of misreading this one. */
export const QUOTE_STORAGE_KEY = 'castall.quote.v1';
export const MAX_QUANTITY = 999;
/** Distinct lines kept; a list longer than that is not a quote a person sends by chat. */
export const MAX_ITEMS = 100;
/** Longer codes and names are cut: one line must never fill the chat link on its own. */
const MAX_CODE_LENGTH = 40;
const MAX_NAME_LENGTH = 80;

const KINDS: readonly QuoteKind[] = ['part', 'machine'];

/** Any input to a whole number in 1..MAX_QUANTITY (an empty or broken field counts as 1). */
export function clampQuantity(value: unknown): number {
  const number = typeof value === 'string' ? Number(value.trim()) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return 1;
  return Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(number)));
}

/**
 * One line of plain text, safe to URL-encode: control characters and line breaks become
 * spaces (a name must not add lines to the message), lone surrogates (which make
 * `encodeURIComponent` throw) become U+FFFD, and the text is cut by code points, never
 * inside a character.
 */
export function cleanText(value: string, maxLength: number): string {
  const wellFormed = value.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const oneLine = wellFormed.replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029\s]+/g, ' ').trim();
  const chars = Array.from(oneLine);
  return chars.length > maxLength ? `${chars.slice(0, maxLength - 1).join('')}…` : oneLine;
}

export function itemKey(item: Pick<QuoteItem, 'kind' | 'code'>): string {
  return `${item.kind}:${item.code}`;
}

/** A name as given by a caller (one text or one per language), cleaned; empty if none. */
export function normalizeName(name: unknown, lang?: Lang): LocalizedName {
  if (typeof name === 'string') {
    const text = cleanText(name, MAX_NAME_LENGTH);
    return text ? { [lang ?? 'pt']: text } : {};
  }
  if (typeof name !== 'object' || name === null) return {};
  const result: LocalizedName = {};
  for (const [key, value] of Object.entries(name)) {
    if (!isLang(key) || typeof value !== 'string') continue;
    const text = cleanText(value, MAX_NAME_LENGTH);
    if (text) result[key] = text;
  }
  return result;
}

/** The name in the visitor's language, else Portuguese, else whichever exists. */
export function nameIn(name: LocalizedName, lang: Lang): string {
  return name[lang] ?? name.pt ?? LANGUAGES.map((other) => name[other]).find(Boolean) ?? '';
}

/** A stored or given item, checked field by field; undefined when it cannot be a line. */
export function parseItem(value: unknown): QuoteItem | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const kind = KINDS.find((known) => known === record.kind);
  const code = typeof record.code === 'string' ? cleanText(record.code, MAX_CODE_LENGTH) : '';
  if (!kind || !code) return undefined;
  return { kind, code, name: normalizeName(record.name), quantity: clampQuantity(record.quantity) };
}

/**
 * The list kept in storage: anything that is not a JSON array reads as empty, bad entries are
 * dropped, a repeated line keeps its first place, and at most MAX_ITEMS lines are kept.
 */
export function parseItems(json: string | null): QuoteItem[] {
  if (!json) return [];
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const seen = new Set<string>();
  const items: QuoteItem[] = [];
  for (const entry of data) {
    const item = parseItem(entry);
    if (!item || seen.has(itemKey(item))) continue;
    seen.add(itemKey(item));
    items.push(item);
    if (items.length === MAX_ITEMS) break;
  }
  return items;
}
