import { useT } from '../../../i18n/lang-context';
import { companyValues } from '../about-data';

/** The five values, each with a short text. */
export function ValuesSection() {
  const t = useT();
  return (
    <section className="page-section about-values" aria-labelledby="about-values-title">
      <div className="container">
        <h2 id="about-values-title" className="page-section__title">
          {t('about.values.title')}
        </h2>
        <ul className="values-grid">
          {companyValues.map((value, index) => (
            <li key={value} className="value-card">
              <span className="value-card__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="value-card__title">{t(`about.values.items.${value}.title`)}</h3>
              <p className="value-card__text">{t(`about.values.items.${value}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
