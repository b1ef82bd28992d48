import { LocalizedLink } from '../../../components/layout/LocalizedLink';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/lang-context';

export function BackLink({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <LocalizedLink to={paths.products} className={`back-link ${className}`}>
      <span aria-hidden="true">←</span>
      {t('products.detail.back')}
    </LocalizedLink>
  );
}
