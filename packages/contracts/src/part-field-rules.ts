import { PART_LIMITS } from './part-limits';
import { PART_MESSAGES } from './part-messages';
import { parsePrice, parseStock } from './part-numbers';
import { cleanText, type ZeroWidthPolicy } from './part-text';
import { PART_CATEGORIES, type PartCategory } from './spare-part';

/** One field read: its stored value, or the sentence that says why it is refused. */
export type FieldReading<T> = { ok: true; value: T } | { ok: false; message: string };

export interface TextRule {
  label: string;
  max: number;
  zeroWidth: ZeroWidthPolicy;
  /** Tabs and line breaks: kept in descriptions, refused in names and codes. */
  lineBreaks: boolean;
}

// Control characters have no place in a part's text (they break CSV exports and logs).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAK = /[\t\n\r]/;

const refused = (message: string) => ({ ok: false, message }) as const;

function codePoints(text: string): number {
  return Array.from(text).length;
}

/** A required text: cleaned (part-text.ts), trimmed, within its length, no control characters. */
export function readText(raw: string, rule: TextRule): FieldReading<string> {
  const cleaned = cleanText(raw, rule.zeroWidth);
  if (!cleaned.ok) return refused(PART_MESSAGES[cleaned.problem](rule.label));
  const value = cleaned.text.trim();
  if (value === '') return refused(PART_MESSAGES.required(rule.label));
  // Characters as the administrator counts them: an emoji is one, not its two UTF-16 units.
  if (codePoints(value) > rule.max) return refused(PART_MESSAGES.tooLong(rule.label, rule.max));
  if (CONTROL.test(value) || (!rule.lineBreaks && LINE_BREAK.test(value))) {
    return refused(PART_MESSAGES.malformed(rule.label));
  }
  return { ok: true, value };
}

function isCategory(value: string): value is PartCategory {
  return (PART_CATEGORIES as readonly string[]).includes(value);
}

/** One of the four categories; NFC too, so decomposed accents still name the category. */
export function readCategory(raw: string, label: string): FieldReading<PartCategory> {
  const cleaned = cleanText(raw, 'refuse');
  if (!cleaned.ok) return refused(PART_MESSAGES[cleaned.problem](label));
  const value = cleaned.text.trim();
  if (value === '') return refused(PART_MESSAGES.required(label));
  return isCategory(value) ? { ok: true, value } : refused(PART_MESSAGES.category);
}

export function readPrice(raw: string): FieldReading<number> {
  const value = parsePrice(raw);
  if (value === undefined) return refused(PART_MESSAGES.price);
  return value > PART_LIMITS.maxPrice ? refused(PART_MESSAGES.priceTooHigh) : { ok: true, value };
}

export function readStock(raw: string): FieldReading<number> {
  const value = parseStock(raw);
  if (value === undefined) return refused(PART_MESSAGES.stock);
  return value > PART_LIMITS.maxStock ? refused(PART_MESSAGES.stockTooHigh) : { ok: true, value };
}
