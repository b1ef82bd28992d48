import { useT } from '../../../i18n/lang-context';
import { BackLink } from './BackLink';
import { CheckList, DetailSection } from './DetailSection';
import { ProductActions, type ProductActionsProps } from './ProductActions';
import { ProductImage } from './ProductImage';
import { RelatedProducts } from './RelatedProducts';
import { RichText } from './RichText';
import { SpecTable } from './SpecTable';

/**
 * Other categories (spec §2): back link, image, features, applications, the actions, the
 * specifications and related products. No current product uses it; plastic machines will.
 */
export function SimpleLayout({ product, islands }: ProductActionsProps) {
  const t = useT();
  return (
    <article className="container page-top detail-simple">
      <BackLink />
      <div className="detail-simple__top">
        <ProductImage product={product} className="detail-simple__image" />
        <div>
          <h1>{product.name}</h1>
          <RichText source={product.description} className="detail-description" />
          <ProductActions product={product} islands={islands} />
        </div>
      </div>
      <DetailSection id="detail-features" title={t('products.detail.features')}>
        <CheckList items={product.features} />
      </DetailSection>
      <DetailSection id="detail-applications" title={t('products.detail.applications')}>
        <CheckList items={product.applications} />
      </DetailSection>
      <DetailSection id="detail-specs" title={t('products.detail.specifications')}>
        <SpecTable product={product} />
      </DetailSection>
      <RelatedProducts product={product} />
    </article>
  );
}
