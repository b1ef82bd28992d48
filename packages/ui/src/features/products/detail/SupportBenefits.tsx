import { useT } from '../../../i18n/lang-context';

/** Spec §2: 12-month warranty, immediate parts, training, national assistance. */
const BENEFITS = ['warranty', 'parts', 'training', 'assistance'] as const;

export function SupportBenefits() {
  const t = useT();
  return (
    <section className="support" aria-labelledby="detail-support">
      <div className="container">
        <h2 id="detail-support" className="detail-section__title">
          {t('products.detail.support.title')}
        </h2>
        <ul className="support__grid">
          {BENEFITS.map((key) => (
            <li key={key} className="support__item">
              <h3>{t(`products.detail.support.${key}`)}</h3>
              <p>{t(`products.detail.support.${key}Text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
