import { Picture } from '../../../components/media/Picture';
import { SCENE } from '../../../components/media/scene-images';
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
      <Picture
        className="service-card__image"
        base={service.image}
        {...SCENE}
        sizes="(min-width: 960px) 380px, (min-width: 640px) 50vw, 100vw"
        alt=""
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
