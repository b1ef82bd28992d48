import { LocalizedLink } from '../../components/layout/LocalizedLink';
import { PageHeader } from '../../components/page/PageHeader';
import { paths } from '../../config/paths';
import { useT } from '../../i18n/lang-context';
import { Seo } from '../../lib/seo/Seo';

/** Where the form service returns the visitor; not for search engines. */
export default function ContactThanksPage() {
  const t = useT();
  return (
    <>
      <Seo
        title={t('seo.contactThanks.title')}
        description={t('seo.contactThanks.description')}
        noindex
      />
      <PageHeader title={t('contact.thanks.title')} lead={t('contact.thanks.text')} />
      <div className="page-section">
        <div className="container page-actions">
          <LocalizedLink to={paths.home} className="button button--primary">
            {t('contact.thanks.home')}
          </LocalizedLink>
          <LocalizedLink to={paths.products} className="button button--outline">
            {t('contact.thanks.products')}
          </LocalizedLink>
        </div>
      </div>
    </>
  );
}
