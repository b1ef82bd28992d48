import { LocalizedLink } from '../../components/layout/LocalizedLink';
import { paths } from '../../config/paths';
import { useT } from '../../i18n/lang-context';
import { NotFoundMessage } from '../not-found';

/** An unknown or trashed part: prerendered as shop/404.html, which the server answers with. */
export function PartNotFound() {
  const t = useT();
  return (
    <NotFoundMessage
      seoTitle={t('shop.partPage.notFound.seoTitle')}
      seoDescription={t('shop.partPage.notFound.seoDescription')}
      title={t('shop.partPage.notFound.title')}
      text={t('shop.partPage.notFound.text')}
    >
      <LocalizedLink to={paths.shop} className="button button--primary">
        {t('shop.partPage.backToShop')}
      </LocalizedLink>
    </NotFoundMessage>
  );
}
