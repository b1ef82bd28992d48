import { LocalizedLink } from '../../../components/layout/LocalizedLink';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/lang-context';
import { COMPARE_ANCHOR } from '../components/compare-anchor';
import { BackLink } from './BackLink';
import { ProductActions, type ProductActionsProps } from './ProductActions';
import { ProductImage } from './ProductImage';

/** Hero of the rich layout: category, name, badges, short description, actions, image. */
export function DetailHero({ product, islands }: ProductActionsProps) {
  const t = useT();
  return (
    <header className="detail-hero page-top">
      <div className="container detail-hero__inner">
        <div className="detail-hero__text">
          <BackLink className="back-link--light" />
          <p className="detail-hero__category">{t(`products.category.${product.category}`)}</p>
          <h1 className="detail-hero__title">{product.name}</h1>
          <ul className="badges" aria-label={t('products.detail.badges')}>
            {product.badges.map((badge) => (
              <li key={badge} className="badge">
                {badge}
              </li>
            ))}
          </ul>
          <p className="detail-hero__lead">{product.shortDescription}</p>
          <ProductActions product={product} islands={islands} />
          {product.category === 'aluminum' && (
            <p className="detail-hero__compare">
              <LocalizedLink to={`${paths.products}#${COMPARE_ANCHOR}`}>
                {t('products.compare.link')}
              </LocalizedLink>
            </p>
          )}
        </div>
        <div className="detail-hero__media">
          <ProductImage product={product} className="detail-hero__image" />
        </div>
      </div>
    </header>
  );
}
