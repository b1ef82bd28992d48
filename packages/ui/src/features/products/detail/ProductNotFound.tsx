import { LocalizedLink } from '../../../components/layout/LocalizedLink';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/lang-context';
import { Seo } from '../../../lib/seo/Seo';

/** Unknown id (spec §2): a message and a way back; prerendered as products/404.html. */
export function ProductNotFound() {
  const t = useT();
  return (
    <section className="not-found container page-top">
      <Seo
        title={t('products.seo.notFoundTitle')}
        description={t('products.seo.notFoundDescription')}
        noindex
        status={404}
      />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t('products.detail.notFound.title')}</h1>
      <p>{t('products.detail.notFound.text')}</p>
      <p className="not-found__actions">
        <LocalizedLink to={paths.products} className="button button--primary">
          {t('products.detail.notFound.back')}
        </LocalizedLink>
      </p>
    </section>
  );
}
