import { LocalizedLink } from '../../../components/layout/LocalizedLink';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/lang-context';
import { CARD_IMAGE_SIZE } from '@castall/machines/images';
import type { MachineProduct } from '@castall/machines/types';
import { CatalogDownloadIsland } from '../../catalogs';
import { QuoteButton } from './QuoteButton';

export interface ProductCardProps {
  product: MachineProduct;
  /** The first cards are above the fold on most screens and load at once (spec §2). */
  eager: boolean;
  /** The first card's image is the page's largest paint on phones: fetched before the scripts. */
  priority?: boolean;
  /** Heading level: 2 in the catalogue grid, 3 under a section heading. */
  headingLevel?: 2 | 3;
}

export function ProductCard({
  product,
  eager,
  priority = false,
  headingLevel = 2,
}: ProductCardProps) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  return (
    <li className="catalog-card">
      <img
        className="catalog-card__image"
        src={product.image}
        alt={product.name}
        width={CARD_IMAGE_SIZE.width}
        height={CARD_IMAGE_SIZE.height}
        loading={eager ? 'eager' : 'lazy'}
        // The other eager pictures (spec §2: the first six) wait behind the first: on a phone
        // only the first is on screen, and it is the page's largest paint.
        fetchPriority={priority ? 'high' : eager ? 'low' : undefined}
        decoding="async"
      />
      <div className="catalog-card__body">
        <p className="catalog-card__category">{t(`products.category.${product.category}`)}</p>
        <Heading className="catalog-card__title">{product.name}</Heading>
        <p className="catalog-card__text">{product.shortDescription}</p>
        <div className="catalog-card__actions">
          <LocalizedLink to={paths.product(product.id)} className="button button--outline">
            {t('products.card.learnMore')}
            <span className="visually-hidden">: {product.name}</span>
          </LocalizedLink>
          <QuoteButton productName={product.name} />
          <CatalogDownloadIsland productId={product.id} productName={product.name} />
        </div>
      </div>
    </li>
  );
}
