import { LocalizedLink } from '../../components/layout/LocalizedLink';
import { paths } from '../../config/paths';
import { useT } from '../../i18n/lang-context';
import { NotFoundMessage } from './NotFoundMessage';

export default function NotFoundPage() {
  const t = useT();
  return (
    <NotFoundMessage
      seoTitle={t('seo.notFound.title')}
      seoDescription={t('seo.notFound.description')}
      title={t('notFound.title')}
      text={t('notFound.text')}
    >
      <LocalizedLink to={paths.home} className="button button--primary">
        {t('notFound.backHome')}
      </LocalizedLink>
      <LocalizedLink to={paths.products} className="button button--outline">
        {t('notFound.seeProducts')}
      </LocalizedLink>
    </NotFoundMessage>
  );
}
