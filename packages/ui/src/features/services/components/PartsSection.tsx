import { LocalizedLink } from '../../../components/layout/LocalizedLink';
import { Picture } from '../../../components/media/Picture';
import { SCENE } from '../../../components/media/scene-images';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/lang-context';
import { mailtoLink } from '../../../lib/mailto-link';
import { servedMachines } from '../services-data';

/** Machine types served, the way to the shop and a quote by e-mail. */
export function PartsSection() {
  const t = useT();
  const mailto = mailtoLink({ subject: t('services.parts.emailSubject') });
  return (
    <section id="parts" className="page-section" aria-labelledby="parts-title">
      <div className="container services-split">
        <div>
          <h2 id="parts-title" className="page-section__title">
            {t('services.parts.title')}
          </h2>
          <p className="page-section__text">{t('services.parts.text')}</p>
          <h3 className="services-subtitle">{t('services.parts.machinesTitle')}</h3>
          <ul className="services-checklist">
            {servedMachines.map((key) => (
              <li key={key}>{t(`services.parts.machines.${key}`)}</li>
            ))}
          </ul>
          <div className="page-actions">
            <LocalizedLink to={paths.shop} className="button button--primary">
              {t('services.parts.shop')}
            </LocalizedLink>
            <a className="button button--outline" href={mailto}>
              {t('services.parts.email')}
            </a>
          </div>
        </div>
        <Picture
          className="services-parts__image"
          base="/images/services/parts"
          {...SCENE}
          sizes="(min-width: 960px) 580px, 100vw"
          alt={t('services.parts.imageAlt')}
        />
      </div>
    </section>
  );
}
