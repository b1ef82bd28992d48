import { useMemo } from 'react';
import { useT } from '../../../i18n/lang-context';
import { CATEGORY_KEYS, type CategoryKey } from '../part-view';

export interface CardTexts {
  code: string;
  category: string;
  stock: string;
  outOfStock: string;
  noImage: string;
  nameFallback: string;
  descriptionFallback: string;
  quote: string;
  categories: Record<CategoryKey, string>;
  chatMessage: (name: string, code: string) => string;
  quoteContext: (name: string) => string;
}

// Stand-ins interpolated once, then replaced per card (never parsed: a name stays text).
const NAME = '\u0000name\u0000';
const CODE = '\u0000code\u0000';

/**
 * The card texts of the page's language, looked up once per list instead of ~10 lookups per
 * card: with 200 cards a page, i18next's per-call cost was most of a page change's script time.
 */
export function useCardTexts(): CardTexts {
  const t = useT();
  return useMemo(() => {
    const chat = t('shop.part.chatMessage', { name: NAME, code: CODE });
    const context = t('shop.part.quoteContext', { name: NAME });
    const fill = (template: string, name: string, code = '') =>
      template.replace(NAME, () => name).replace(CODE, () => code);
    const categories = Object.fromEntries(
      Object.values(CATEGORY_KEYS).map((key) => [key, t(`shop.categories.${key}`)]),
    ) as Record<CategoryKey, string>;
    return {
      code: t('shop.part.code'),
      category: t('shop.part.category'),
      stock: t('shop.part.stock'),
      outOfStock: t('shop.part.outOfStock'),
      noImage: t('shop.part.noImage'),
      nameFallback: t('shop.part.nameFallback'),
      descriptionFallback: t('shop.part.descriptionFallback'),
      quote: t('shop.part.quote'),
      categories,
      chatMessage: (name, code) => fill(chat, name, code),
      quoteContext: (name) => fill(context, name),
    };
    // `t` is fixed to the page's language: a new language gives a new `t`, so new texts.
  }, [t]);
}
