import type { ReactNode } from 'react';
import { LocalizedLink } from '../../../components/layout/LocalizedLink';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/lang-context';
import { aboutFeatures } from '../preview-items';
import { REVEAL_LINK_DELAY, REVEAL_START_DELAY, revealStyle } from '../reveal';
import { FeatureCard } from './FeatureCard';
import { SectionHeading } from './SectionHeading';

/** The company summary with four feature cards that fade in once (spec §2, §4). */
/** `reveal`: the island that fades its items in, which the page file places. */
export function AboutSection({ id, reveal }: { id: string; reveal?: ReactNode }) {
  const t = useT();
  return (
    <>
      <section id={id} className="home-section home-about" aria-labelledby="home-about-title">
        <div className="container">
          <SectionHeading
            id="home-about-title"
            className="reveal-item"
            style={revealStyle(REVEAL_START_DELAY)}
            eyebrow={t('home.about.eyebrow')}
            title={t('home.about.title')}
            description={t('home.about.description')}
          />
          <ul className="feature-grid">
            {aboutFeatures.map((feature, index) => (
              <FeatureCard key={feature} feature={feature} index={index} />
            ))}
          </ul>
          <p className="home-section__more reveal-item" style={revealStyle(REVEAL_LINK_DELAY)}>
            <LocalizedLink to={paths.about} className="button button--outline">
              {t('home.about.learnMore')}
            </LocalizedLink>
          </p>
        </div>
      </section>
      {reveal}
    </>
  );
}
