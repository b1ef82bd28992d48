import type { Lang } from '@castall/contracts';

interface NumberStyle {
  group: string;
  decimal: string;
  /** Smallest integer part, in digits, that gets thousands separators. */
  minGroupDigits: number;
}

/**
 * Written out rather than taken from Intl so that the prerender (Node's ICU) and the browser
 * always print the same text: pt-BR 2.451 / 2,0; en 2,451 / 2.0; es-ES groups only from five
 * digits (RAE and CLDR), so 2451 but 37.000.
 */
const STYLES: Record<Lang, NumberStyle> = {
  pt: { group: '.', decimal: ',', minGroupDigits: 4 },
  en: { group: ',', decimal: '.', minGroupDigits: 4 },
  es: { group: '.', decimal: ',', minGroupDigits: 5 },
};

/** A number in the language's convention, with a fixed count of decimals (default 0). */
export function formatNumber(value: number, lang: Lang, decimals = 0): string {
  const style = STYLES[lang];
  const [integer = '0', fraction] = Math.abs(value).toFixed(decimals).split('.');
  const grouped =
    integer.length >= style.minGroupDigits
      ? integer.replace(/\B(?=(\d{3})+(?!\d))/g, style.group)
      : integer;
  const sign = value < 0 ? '-' : '';
  return fraction === undefined ? sign + grouped : `${sign}${grouped}${style.decimal}${fraction}`;
}

const RANGE_WORD: Record<Lang, string> = { pt: 'a', en: 'to', es: 'a' };

/** "16 a 28", "16 to 28": a range in words, as the specification writes it. */
export function formatRange(from: string, to: string, lang: Lang): string {
  return `${from} ${RANGE_WORD[lang]} ${to}`;
}

const UP_TO: Record<Lang, string> = { pt: 'até', en: 'up to', es: 'hasta' };

export function formatUpTo(value: string, lang: Lang): string {
  return `${UP_TO[lang]} ${value}`;
}

const ABOUT: Record<Lang, string> = { pt: 'aprox.', en: 'approx.', es: 'aprox.' };

export function formatApprox(value: string, lang: Lang): string {
  return `${ABOUT[lang]} ${value}`;
}
