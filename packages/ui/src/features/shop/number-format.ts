import { htmlLang, type Lang } from '../../i18n/languages';

const formats = new Map<Lang, Intl.NumberFormat>();

/** A number in the page's language ("10.000" in pt and es, "10,000" in en); one formatter each. */
export function formatNumber(value: number, lang: Lang): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(htmlLang(lang));
    formats.set(lang, format);
  }
  return format.format(value);
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
