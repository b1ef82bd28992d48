import type { Translate } from '../../i18n/lang-context';
import type { QuoteMessageTexts } from './quote-message';

// The islands' translator has no plurals (i18n/translate.ts), so none, one and many are
// separate texts picked here.

/** "empty", "1 item", "3 items" in the page's language. */
export function quoteCountText(t: Translate, count: number): string {
  if (count === 0) return t('common.quote.countNone');
  if (count === 1) return t('common.quote.countOne');
  return t('common.quote.countMany', { count });
}

/** The message's texts in the page's language. */
export function quoteMessageTexts(t: Translate): QuoteMessageTexts & { subject: string } {
  return {
    heading: t('common.quote.heading'),
    more: (count) =>
      count === 1 ? t('common.quote.moreOne') : t('common.quote.moreMany', { count }),
    subject: t('common.quote.subject'),
  };
}
