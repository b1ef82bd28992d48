import { LocalizedLink } from '../../../components/layout/LocalizedLink';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/lang-context';
import { QuoteButton } from '../components/QuoteButton';

export function ClosingCta({ productName }: { productName: string }) {
  const t = useT();
  return (
    <section className="detail-cta" aria-labelledby="detail-cta">
      <div className="container detail-cta__inner">
        <h2 id="detail-cta">{t('products.detail.cta.title')}</h2>
        <p>{t('products.detail.cta.text', { product: productName })}</p>
        <p className="detail-cta__actions">
          <QuoteButton productName={productName} label={t('products.detail.cta.quote')} />
          <LocalizedLink to={paths.contact} className="button button--light">
            {t('products.detail.cta.contact')}
          </LocalizedLink>
        </p>
      </div>
    </section>
  );
}
