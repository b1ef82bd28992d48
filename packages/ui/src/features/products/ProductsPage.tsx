import type { ReactNode } from 'react';
import { useT } from '../../i18n/lang-context';
import { Seo } from '../../lib/seo/Seo';
import { PageHeader } from '../../components/page/PageHeader';
import { ModelComparison } from './components/ModelComparison';
import './products.css';
import './compare.css';

/** `catalog`: the filters and the grid, an island the page file places (pages/[...lang]/products). */
export default function ProductsPage({ catalog }: { catalog?: ReactNode }) {
  const t = useT();
  return (
    <>
      <Seo title={t('products.seo.title')} description={t('products.seo.description')} />
      <PageHeader
        eyebrow={t('products.list.eyebrow')}
        title={t('products.list.title')}
        lead={t('products.list.intro')}
      />
      {catalog}
      <ModelComparison />
    </>
  );
}
