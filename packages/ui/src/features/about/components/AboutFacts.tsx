import { useT } from '../../../i18n/lang-context';
import { companyFacts } from '../about-data';

/** The company's key figures: founding year, experience, NR-12 and warranty. */
export function AboutFacts() {
  const t = useT();
  return (
    <ul className="about-facts" aria-label={t('about.facts.label')}>
      {companyFacts.map((fact) => (
        <li key={fact} className="about-facts__item">
          <strong className="about-facts__value">{t(`about.facts.${fact}.value`)}</strong>{' '}
          <span className="about-facts__label">{t(`about.facts.${fact}.label`)}</span>
        </li>
      ))}
    </ul>
  );
}
