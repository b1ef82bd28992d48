import { PageHeader } from '../../components/page/PageHeader';
import { useT } from '../../i18n/lang-context';
import { Seo } from '../../lib/seo/Seo';
import BeforeAfterIsland from './components/gallery-slider.island';
import { ProjectsSection } from './components/ProjectsSection';
import './gallery.css';

/** Before/after comparison and completed projects (spec §2). */
export default function GalleryPage() {
  const t = useT();
  return (
    <>
      <Seo title={t('seo.gallery.title')} description={t('seo.gallery.description')} />
      <PageHeader title={t('gallery.title')} lead={t('gallery.lead')} />
      <BeforeAfterIsland />
      <ProjectsSection />
    </>
  );
}
