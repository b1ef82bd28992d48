import { PageHeader } from '../../components/page/PageHeader';
import { useLang, useT } from '../../i18n/lang-context';
import { Seo } from '../../lib/seo/Seo';
import { machineCatalog } from '@castall/machines';
import CatalogDownloadIsland from './catalog-download.island';
import LineCatalogIsland from './line-catalog.island';
import './catalogs.css';

/** The catalogue PDFs in one place: the whole line in the page's language, then each product. */
export default function DownloadsPage() {
  const t = useT();
  const lang = useLang();
  return (
    <>
      <Seo title={t('catalogs.page.title')} description={t('catalogs.page.description')} />
      <PageHeader title={t('catalogs.page.title')} lead={t('catalogs.page.lead')} />
      <div className="container downloads">
        <LineCatalogIsland />
        <section aria-labelledby="downloads-products">
          <h2 id="downloads-products">{t('catalogs.page.productsTitle')}</h2>
          <p>{t('catalogs.page.productsText')}</p>
          <ul className="downloads__products">
            {machineCatalog.products(lang).map((product) => (
              <li key={product.id} className="downloads__product">
                <h3>{product.name}</h3>
                {product.shortDescription ? <p>{product.shortDescription}</p> : null}
                <CatalogDownloadIsland productId={product.id} productName={product.name} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
