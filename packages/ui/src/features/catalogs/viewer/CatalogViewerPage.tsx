import type { ReactNode } from 'react';
import { useT } from '../../../i18n/lang-context';
import { Seo } from '../../../lib/seo/Seo';
import './viewer.css';

/**
 * /pdf/{language}/{filename} (spec §2): a catalogue PDF of that language's folder, full page.
 * One prerendered page serves every name, so the name is read only after hydration. `viewer`:
 * the viewer's island, which the page file places (pages/[...lang]/pdf/viewer.astro).
 */
export default function CatalogViewerPage({ viewer }: { viewer?: ReactNode }) {
  const t = useT();
  return (
    <>
      <Seo
        title={t('catalogs.viewer.title')}
        description={t('catalogs.viewer.description')}
        noindex
      />
      {viewer}
    </>
  );
}
