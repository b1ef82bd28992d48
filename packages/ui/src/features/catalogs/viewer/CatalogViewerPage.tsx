import { useT } from '../../../i18n/lang-context';
import { Seo } from '../../../lib/seo/Seo';
import CatalogViewerIsland from './catalog-viewer.island';
import './viewer.css';

/**
 * /pdf/{language}/{filename} (spec §2): a catalogue PDF of that language's folder, full page.
 * One prerendered page serves every name, so the name is read only after hydration.
 */
export default function CatalogViewerPage() {
  const t = useT();
  return (
    <>
      <Seo
        title={t('catalogs.viewer.title')}
        description={t('catalogs.viewer.description')}
        noindex
      />
      <CatalogViewerIsland />
    </>
  );
}
