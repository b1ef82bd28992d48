import type { ReactNode } from 'react';
import { useT } from '../../i18n/lang-context';
import { Seo } from '../../lib/seo/Seo';
import { PageHeader } from '../../components/page/PageHeader';

/**
 * The spare-parts shop (spec §2), rendered per request with the requested page of parts
 * (pages/[...lang]/shop/index.astro); later pages are asked from the query endpoint, so a
 * catalogue of thousands stays fast. The heading is static; the filters and the list are the
 * shop island, which the page file gives as `shop`.
 */
export default function ShopPage({ shop }: { shop?: ReactNode }) {
  const t = useT();
  return (
    <>
      <Seo title={t('seo.shop.title')} description={t('seo.shop.description')} />
      <PageHeader title={t('shop.title')} lead={t('shop.lead')} />
      {shop}
    </>
  );
}
