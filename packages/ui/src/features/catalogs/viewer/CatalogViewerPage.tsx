import { languageCatalogPath, parseCatalogViewerPath } from '@castall/contracts';
import { useParams } from 'react-router-dom';
import { LocalizedLink } from '../../../components/layout/LocalizedLink';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/lang-context';
import { Seo } from '../../../lib/seo/Seo';
import { PdfViewer } from './PdfViewer';
import { useHydrated } from './use-hydrated';
import { usePdfDocument } from './use-pdf-document';
import './viewer.css';

/**
 * /pdf/{language}/{filename} (spec §2): a catalogue PDF of that language's folder, full page.
 * One prerendered page serves every name, so the name is read only after hydration.
 */
export default function CatalogViewerPage() {
  const t = useT();
  const { lang = '', file = '' } = useParams();
  const hydrated = useHydrated();
  const target = hydrated ? parseCatalogViewerPath(lang, file) : undefined;
  return (
    <section className="catalog-viewer" aria-labelledby="catalog-viewer-title">
      <Seo
        title={
          target ? `${t('catalogs.viewer.title')}: ${target.file}` : t('catalogs.viewer.title')
        }
        description={t('catalogs.viewer.description')}
        noindex
      />
      <h1 id="catalog-viewer-title" className="catalog-viewer__title">
        {t('catalogs.viewer.title')}
        {target ? <span className="catalog-viewer__file">{target.file}</span> : null}
      </h1>
      {!hydrated ? (
        <p className="catalog-viewer__status" role="status">
          {t('catalogs.viewer.loading')}
        </p>
      ) : target ? (
        <LoadedViewer url={languageCatalogPath(target.lang, target.file)} file={target.file} />
      ) : (
        <ViewerProblem text={t('catalogs.viewer.invalid')} />
      )}
    </section>
  );
}

function LoadedViewer({ url, file }: { url: string; file: string }) {
  const t = useT();
  const state = usePdfDocument(url);
  if (state.status === 'ready') return <PdfViewer doc={state.doc} url={url} file={file} />;
  if (state.status === 'loading') {
    return (
      <p className="catalog-viewer__status" role="status">
        {t('catalogs.viewer.loading')}
      </p>
    );
  }
  return (
    <ViewerProblem
      text={
        state.status === 'missing'
          ? t('catalogs.messages.langMissing')
          : t('catalogs.viewer.failed')
      }
    />
  );
}

function ViewerProblem({ text }: { text: string }) {
  const t = useT();
  return (
    <div className="catalog-viewer__problem">
      <p role="alert">{text}</p>
      <p>
        <LocalizedLink to={paths.downloads} className="button button--outline">
          {t('catalogs.nav')}
        </LocalizedLink>{' '}
        <LocalizedLink to={paths.products} className="button button--outline">
          {t('catalogs.viewer.backToProducts')}
        </LocalizedLink>
      </p>
    </div>
  );
}
