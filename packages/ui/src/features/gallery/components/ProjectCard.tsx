import { Picture } from '../../../components/media/Picture';
import { SCENE } from '../../../components/media/scene-images';
import { useT } from '../../../i18n/lang-context';
import type { GalleryProject } from '../gallery-data';

/** One completed project: picture, title, client and description. */
export function ProjectCard({ project }: { project: GalleryProject }) {
  const t = useT();
  const key = `gallery.projects.items.${project.id}` as const;
  return (
    <li className="project-card">
      <Picture
        className="project-card__image"
        base={project.image}
        {...SCENE}
        sizes="(min-width: 1200px) 285px, (min-width: 640px) 50vw, 100vw"
        alt={t(`${key}.imageAlt`)}
      />
      <div className="project-card__body">
        <h3 className="project-card__title">{t(`${key}.title`)}</h3>
        <p className="project-card__client">
          <span className="visually-hidden">{t('gallery.projects.client')}: </span>
          {t(`${key}.client`)}
        </p>
        <p className="project-card__text">{t(`${key}.description`)}</p>
      </div>
    </li>
  );
}
