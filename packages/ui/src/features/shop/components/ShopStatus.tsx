import { useT } from '../../../i18n/lang-context';

/** Nothing matches the filters (spec §8). */
export function EmptyResults() {
  const t = useT();
  return (
    <div className="shop-message">
      <p className="shop-message__title">{t('shop.empty.title')}</p>
      <p>{t('shop.empty.hint')}</p>
    </div>
  );
}

/**
 * The list could not be loaded. Spec §4/§8 show an empty list; this says why, so the
 * visitor does not take the shop for empty, and offers another try.
 */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className="shop-message shop-message--error" role="alert">
      <p className="shop-message__title">{t('shop.error.title')}</p>
      <p>{t('shop.error.text')}</p>
      <button type="button" className="button button--outline" onClick={onRetry}>
        {t('shop.error.retry')}
      </button>
    </div>
  );
}
