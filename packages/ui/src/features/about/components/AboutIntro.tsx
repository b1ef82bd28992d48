import { useT } from '../../../i18n/lang-context';
import { AboutFacts } from './AboutFacts';

/** The three company paragraphs and the key figures. */
export function AboutIntro() {
  const t = useT();
  return (
    <section className="page-section about-intro" aria-labelledby="about-intro-title">
      <div className="container about-intro__inner">
        <h2 id="about-intro-title" className="page-section__title">
          {t('about.intro.title')}
        </h2>
        <div className="about-intro__text">
          <p>{t('about.intro.p1')}</p>
          <p>{t('about.intro.p2')}</p>
          <p>{t('about.intro.p3')}</p>
        </div>
        <AboutFacts />
      </div>
    </section>
  );
}
