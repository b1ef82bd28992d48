import { LocalizedLink } from '../../components/layout/LocalizedLink';
import { paths } from '../../config/paths';
import { useT } from '../../i18n/lang-context';
import { Seo } from '../../lib/seo/Seo';

export default function NotFoundPage() {
  const t = useT();
  return (
    <section className="not-found container page-top">
      <Seo
        title={t('seo.notFound.title')}
        description={t('seo.notFound.description')}
        noindex
        status={404}
      />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p className="not-found__actions">
        <LocalizedLink to={paths.home} className="button button--primary">
          {t('notFound.backHome')}
        </LocalizedLink>
        <LocalizedLink to={paths.products} className="button button--outline">
          {t('notFound.seeProducts')}
        </LocalizedLink>
      </p>
    </section>
  );
}
