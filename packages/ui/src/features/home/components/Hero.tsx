import type { ReactNode } from 'react';
import { LocalizedLink } from '../../../components/layout/LocalizedLink';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/lang-context';

/**
 * Full-screen opening section behind the transparent header (spec §2). `media` (parallax and the
 * video) and `scrollDown` are islands, which the page file places (pages/[...lang]/index.astro).
 */
export function Hero({ media, scrollDown }: { media?: ReactNode; scrollDown?: ReactNode }) {
  const t = useT();
  return (
    <section className="hero" aria-labelledby="hero-title">
      {media}
      <div className="hero__overlay" aria-hidden="true" />
      <div className="hero__content container">
        <p className="hero__eyebrow">{t('home.hero.eyebrow')}</p>
        <h1 id="hero-title" className="hero__title">
          {t('home.hero.title')}
        </h1>
        <p className="hero__subtitle">{t('home.hero.subtitle')}</p>
        <div className="hero__actions">
          <LocalizedLink to={paths.products} className="button button--primary">
            {t('home.hero.primary')}
          </LocalizedLink>
          <LocalizedLink to={paths.contact} className="button button--light">
            {t('home.hero.secondary')}
          </LocalizedLink>
        </div>
      </div>
      {scrollDown}
    </section>
  );
}
