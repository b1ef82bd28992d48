import { useT } from '../../../i18n/lang-context';

/** The factory photo beside the mission and the vision. */
export function MissionVision() {
  const t = useT();
  return (
    <div className="about-section about-purpose">
      <div className="container about-purpose__inner">
        <img
          className="about-purpose__image"
          src="/images/about/factory.webp"
          alt={t('about.imageAlt')}
          width={1200}
          height={800}
          loading="lazy"
          decoding="async"
        />
        <div className="about-purpose__cards">
          <section className="about-card" aria-labelledby="about-mission-title">
            <h2 id="about-mission-title" className="about-card__title">
              {t('about.mission.title')}
            </h2>
            <p>{t('about.mission.text')}</p>
          </section>
          <section className="about-card" aria-labelledby="about-vision-title">
            <h2 id="about-vision-title" className="about-card__title">
              {t('about.vision.title')}
            </h2>
            <p>{t('about.vision.text')}</p>
          </section>
        </div>
      </div>
    </div>
  );
}
