import { LocalizedLink } from '../../../components/layout/LocalizedLink';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/lang-context';
import type { previewServices } from '../preview-items';

type PreviewService = (typeof previewServices)[number];

/** A service card; its link covers the whole card and goes to the service's anchor. */
export function ServiceCard({ service }: { service: PreviewService }) {
  const t = useT();
  const title = t(`home.services.items.${service.id}.title`);
  return (
    <li className="service-card">
      <img
        className="service-card__image"
        src={service.image}
        alt=""
        width={800}
        height={600}
        loading="lazy"
        decoding="async"
      />
      <div className="service-card__body">
        <h3 className="service-card__title">{title}</h3>
        <p className="service-card__text">{t(`home.services.items.${service.id}.text`)}</p>
        <LocalizedLink to={`${paths.services}#${service.id}`} className="service-card__link">
          {t('home.services.link')}
          <span className="visually-hidden">: {title}</span>
          <span aria-hidden="true">→</span>
        </LocalizedLink>
      </div>
    </li>
  );
}
