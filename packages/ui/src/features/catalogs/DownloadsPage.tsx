import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page/PageHeader';
import { useLang, useT } from '../../i18n/lang-context';
import { Seo } from '../../lib/seo/Seo';
import { machineCatalog } from '@castall/machines';
import './catalogs.css';

interface DownloadsPageProps {
  /** The whole line's catalogue, an island. */
  lineCatalog?: ReactNode;
  /** A machine's download button, an island, by the machine's id. */
  download?: (productId: string) => ReactNode;
}

/**
 * The catalogue PDFs in one place: the whole line in the page's language, then each product.
 * The page file (pages/[...lang]/downloads.astro) places its islands.
 */
export default function DownloadsPage({ lineCatalog, download }: DownloadsPageProps) {
  const t = useT();
  const lang = useLang();
  return (
    <>
      <Seo title={t('catalogs.page.title')} description={t('catalogs.page.description')} />
      <PageHeader title={t('catalogs.page.title')} lead={t('catalogs.page.lead')} />
      <div className="container downloads">
        {lineCatalog}
        <section aria-labelledby="downloads-products">
          <h2 id="downloads-products">{t('catalogs.page.productsTitle')}</h2>
          <p>{t('catalogs.page.productsText')}</p>
          <ul className="downloads__products">
            {machineCatalog.products(lang).map((product) => (
              <li key={product.id} className="downloads__product">
                <h3>{product.name}</h3>
                {product.shortDescription ? <p>{product.shortDescription}</p> : null}
                {download?.(product.id)}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
