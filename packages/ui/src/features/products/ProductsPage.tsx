import { useT } from '../../i18n/lang-context';
import { Seo } from '../../lib/seo/Seo';
import { PageHeader } from '../../components/page/PageHeader';
import { ModelComparison } from './components/ModelComparison';
import ProductCatalogIsland from './components/product-catalog.island';
import './products.css';
import './compare.css';

export default function ProductsPage() {
  const t = useT();
  return (
    <>
      <Seo title={t('products.seo.title')} description={t('products.seo.description')} />
      <PageHeader
        eyebrow={t('products.list.eyebrow')}
        title={t('products.list.title')}
        lead={t('products.list.intro')}
      />
      <ProductCatalogIsland />
      <ModelComparison />
    </>
  );
}
