import { useT } from '../../../i18n/lang-context';
import { galleryProjects } from '../gallery-data';
import { ProjectCard } from './ProjectCard';

/** The four project cards below the slider. */
export function ProjectsSection() {
  const t = useT();
  return (
    <section className="page-section page-section--alt" aria-labelledby="projects-title">
      <div className="container">
        <h2 id="projects-title" className="page-section__title">
          {t('gallery.projects.title')}
        </h2>
        <ul className="project-grid">
          {galleryProjects.map((project) => (
            <ProjectCard key={project.id} project={project} />
          ))}
        </ul>
      </div>
    </section>
  );
}
