import { useT } from '../../i18n/lang-context';
import { Seo } from '../../lib/seo/Seo';
import { ModelComparison } from './components/ModelComparison';
import { ProductCatalog } from './components/ProductCatalog';
import './products.css';
import './compare.css';

export default function ProductsPage() {
  const t = useT();
  return (
    <>
      <Seo title={t('products.seo.title')} description={t('products.seo.description')} />
      <header className="catalog-header page-top">
        <div className="container">
          <p className="section-eyebrow">{t('products.list.eyebrow')}</p>
          <h1>{t('products.list.title')}</h1>
          <p className="catalog-header__intro">{t('products.list.intro')}</p>
        </div>
      </header>
      <ProductCatalog />
      <ModelComparison />
    </>
  );
}
