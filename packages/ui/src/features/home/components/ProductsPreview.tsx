import { LocalizedLink } from '../../../components/layout/LocalizedLink';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/lang-context';
import { previewProducts } from '../preview-items';
import { ProductPreviewCard } from './ProductPreviewCard';
import { SectionHeading } from './SectionHeading';

/** Three fixed products: CAST ALL 250T, CAST ALL 800T and the lubricator (spec §2). */
export function ProductsPreview() {
  const t = useT();
  return (
    <section className="home-section home-products" aria-labelledby="home-products-title">
      <div className="container">
        <SectionHeading
          id="home-products-title"
          eyebrow={t('home.products.eyebrow')}
          title={t('home.products.title')}
          description={t('home.products.description')}
        />
        <ul className="card-grid">
          {previewProducts.map((product) => (
            <ProductPreviewCard key={product.id} product={product} />
          ))}
        </ul>
        <p className="home-section__more">
          <LocalizedLink to={paths.products} className="button button--outline">
            {t('home.products.viewAll')}
          </LocalizedLink>
        </p>
      </div>
    </section>
  );
}
