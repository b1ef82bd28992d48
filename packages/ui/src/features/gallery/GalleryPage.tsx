import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page/PageHeader';
import { useT } from '../../i18n/lang-context';
import { Seo } from '../../lib/seo/Seo';
import { ProjectsSection } from './components/ProjectsSection';
import './gallery.css';

/**
 * Before/after comparison and completed projects (spec §2). `slider`: the comparison's island,
 * which the page file places (pages/[...lang]/gallery.astro).
 */
export default function GalleryPage({ slider }: { slider?: ReactNode }) {
  const t = useT();
  return (
    <>
      <Seo title={t('seo.gallery.title')} description={t('seo.gallery.description')} />
      <PageHeader title={t('gallery.title')} lead={t('gallery.lead')} />
      {slider}
      <ProjectsSection />
    </>
  );
}
