import { useT } from '../../../i18n/lang-context';
import { ClosingCta } from './ClosingCta';
import { DetailHero } from './DetailHero';
import type { ProductActionsProps } from './ProductActions';
import { CheckList, DetailSection } from './DetailSection';
import { RelatedProducts } from './RelatedProducts';
import { RichText } from './RichText';
import { SpecTable } from './SpecTable';
import { StandardAccessories } from './StandardAccessories';
import { SupportBenefits } from './SupportBenefits';

/** The layout of aluminum and peripheral products (spec §2). */
export function RichLayout({ product, islands }: ProductActionsProps) {
  const t = useT();
  return (
    <>
      <DetailHero product={product} islands={islands} />
      <div className="container detail-body">
        <DetailSection id="detail-description" title={t('products.detail.description')}>
          <RichText source={product.description} className="detail-description" />
        </DetailSection>
        <DetailSection id="detail-highlights" title={t('products.detail.highlights')}>
          <CheckList items={product.features} />
        </DetailSection>
        <DetailSection id="detail-specs" title={t('products.detail.specifications')}>
          <SpecTable product={product} />
        </DetailSection>
        <DetailSection id="detail-applications" title={t('products.detail.applications')}>
          <CheckList items={product.applications} />
        </DetailSection>
        <StandardAccessories product={product} />
      </div>
      <SupportBenefits />
      <ClosingCta productName={product.name} />
      <RelatedProducts product={product} />
    </>
  );
}
