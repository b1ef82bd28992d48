import { htmlLang, type Lang } from '../../i18n/languages';

const formats = new Map<Lang, Intl.NumberFormat>();

/** Each language's thousands separator, and the fewest digits its whole numbers are grouped at. */
const GROUPING: Record<Lang, { separator: string; fromDigits: number }> = {
  pt: { separator: '.', fromDigits: 4 },
  en: { separator: ',', fromDigits: 4 },
  // Spanish leaves four-digit numbers whole ("5000", but "10.000"): CLDR's minimum grouping.
  es: { separator: '.', fromDigits: 5 },
};

function intlFormat(value: number, lang: Lang): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(htmlLang(lang));
    formats.set(lang, format);
  }
  return format.format(value);
}

/**
 * A number in the page's language ("10.000" in pt and es, "10,000" in en), as
 * `Intl.NumberFormat` writes it (a test compares the two). Whole numbers, which is what the shop
 * shows (stock, result counts), are grouped here: a page's first `Intl.NumberFormat` loads the
 * locale's data, 20 ms of the shop's hydration on the test machine (Lighthouse's TBT, issue 12).
 */
export function formatNumber(value: number, lang: Lang): string {
  if (!Number.isSafeInteger(value)) return intlFormat(value, lang);
  const { separator, fromDigits } = GROUPING[lang];
  const digits = String(Math.abs(value));
  const grouped =
    digits.length < fromDigits ? digits : digits.replace(/\B(?=(\d{3})+$)/g, separator);
  return value < 0 ? `-${grouped}` : grouped;
}

const prices = new Map<Lang, Intl.NumberFormat>();

/**
 * A price in reais in the page's language ("R$ 1.250,50" in pt, "R$1,250.50" in en). The narrow
 * symbol: Spanish would otherwise write the ISO code ("1250,50 BRL"), which buyers read less
 * easily than the R$ on every Brazilian price list.
 */
export function formatPrice(value: number, lang: Lang): string {
  let format = prices.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(htmlLang(lang), {
      style: 'currency',
      currency: 'BRL',
      currencyDisplay: 'narrowSymbol',
    });
    prices.set(lang, format);
  }
  return format.format(value);
}
