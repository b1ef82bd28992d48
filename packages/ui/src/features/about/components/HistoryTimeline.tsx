import { useT } from '../../../i18n/lang-context';
import { milestones } from '../about-data';

/** The company history as an ordered list of dated milestones. */
export function HistoryTimeline() {
  const t = useT();
  return (
    <section className="page-section about-history" aria-labelledby="about-history-title">
      <div className="container">
        <h2 id="about-history-title" className="page-section__title">
          {t('about.history.title')}
        </h2>
        <ol className="timeline">
          {milestones.map(({ year, key }) => (
            <li key={key} className="timeline__item">
              <time className="timeline__year" dateTime={String(year)}>
                {year}
              </time>
              <h3 className="timeline__title">{t(`about.history.items.${key}.title`)}</h3>
              <p className="timeline__text">{t(`about.history.items.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
