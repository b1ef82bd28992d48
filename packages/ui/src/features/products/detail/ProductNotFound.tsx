import { LocalizedLink } from '../../../components/layout/LocalizedLink';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/lang-context';
import { NotFoundMessage } from '../../not-found';

/** Unknown id (spec §2): a message and a way back; prerendered as products/404.html. */
export function ProductNotFound() {
  const t = useT();
  return (
    <NotFoundMessage
      seoTitle={t('products.seo.notFoundTitle')}
      seoDescription={t('products.seo.notFoundDescription')}
      title={t('products.detail.notFound.title')}
      text={t('products.detail.notFound.text')}
    >
      <LocalizedLink to={paths.products} className="button button--primary">
        {t('products.detail.notFound.back')}
      </LocalizedLink>
    </NotFoundMessage>
  );
}
