import type { Lang } from '../../i18n/languages';
import { nameIn, type QuoteItem } from './quote-item';

/** The texts of the message, already in the visitor's language. */
export interface QuoteMessageTexts {
  /** The first line, e.g. "Olá! Gostaria de um orçamento para:". */
  heading: string;
  /** The last line when lines were left out, e.g. "…e mais 3 itens". */
  more: (count: number) => string;
}

export interface QuoteMessage {
  text: string;
  /** How many lines did not fit (0 when the message carries them all). */
  omitted: number;
}

/** "CODE — name × qty"; the code first, since it is what the sales team looks up. */
export function quoteLine(item: QuoteItem, lang: Lang): string {
  const name = nameIn(item.name, lang);
  return `• ${item.code}${name ? ` — ${name}` : ''} × ${item.quantity}`;
}

/**
 * The prefilled message for the chat app and the e-mail: a heading and one line per item in
 * the visitor's language. `fits` says whether a whole message is short enough (the chat link
 * stays within the length chat apps and browsers open reliably); when the list does not fit,
 * lines are left out from the end and a last line says how many.
 */
export function buildQuoteMessage(
  items: readonly QuoteItem[],
  lang: Lang,
  texts: QuoteMessageTexts,
  fits: (text: string) => boolean,
): QuoteMessage {
  const lines = items.map((item) => quoteLine(item, lang));
  const compose = (count: number) => {
    const omitted = lines.length - count;
    const body = [texts.heading, ...lines.slice(0, count)];
    if (omitted > 0) body.push(texts.more(omitted));
    return body.join('\n');
  };
  // The longest prefix that fits; lines only grow the text, so a binary search finds it.
  let low = 0;
  let high = lines.length;
  if (fits(compose(high))) return { text: compose(high), omitted: 0 };
  while (low < high - 1) {
    const middle = Math.floor((low + high) / 2);
    if (fits(compose(middle))) low = middle;
    else high = middle;
  }
  return { text: compose(low), omitted: lines.length - low };
}
