import { useT } from '../../../i18n/lang-context';

/** The page title band below the fixed header. */
export function ShopHeader() {
  const t = useT();
  return (
    <header className="shop-header page-top">
      <div className="container">
        <h1 className="shop-header__title">{t('shop.title')}</h1>
        <p className="shop-header__lead">{t('shop.lead')}</p>
      </div>
    </header>
  );
}
