import { Picture } from '../../../components/media/Picture';
import { FACTORY } from '../../../components/media/scene-images';
import { useT } from '../../../i18n/lang-context';

/** The factory photo beside the mission and the vision. */
export function MissionVision() {
  const t = useT();
  return (
    <div className="page-section about-purpose">
      <div className="container about-purpose__inner">
        <Picture
          className="about-purpose__image"
          base="/images/about/factory"
          {...FACTORY}
          sizes="(min-width: 960px) 50vw, 100vw"
          alt={t('about.imageAlt')}
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
