import { useT } from '../../i18n/lang-context';
import { Seo } from '../../lib/seo/Seo';

export default function AboutPage() {
  const t = useT();
  return (
    <div className="page-top container">
      <Seo title={t('seo.about.title')} description={t('seo.about.description')} />
      <h1>{t('about.title')}</h1>
    </div>
  );
}
