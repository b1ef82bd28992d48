import { useLang, useT } from '../../../i18n/lang-context';
import { machineCatalog } from '@castall/machines';
import type { MachineProduct } from '@castall/machines/types';
import { ProductCard } from '../components/ProductCard';
import { relatedProducts } from '../related-products';

/** Up to 3 products of the same category (spec §2, §9); nothing when there are none. */
export function RelatedProducts({ product }: { product: MachineProduct }) {
  const t = useT();
  const related = relatedProducts(product, machineCatalog.products(useLang()));
  if (related.length === 0) return null;
  return (
    <section className="related container" aria-labelledby="detail-related">
      <h2 id="detail-related" className="detail-section__title">
        {t('products.detail.related')}
      </h2>
      <ul className="catalog__grid">
        {related.map((item) => (
          <ProductCard key={item.id} product={item} eager={false} headingLevel={3} />
        ))}
      </ul>
    </section>
  );
}
