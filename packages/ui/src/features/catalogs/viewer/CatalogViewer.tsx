import { languageCatalogPath, parseCatalogViewerPath } from '@castall/contracts';
import { LocalizedLink } from '../../../components/layout/LocalizedLink';
import { paths, splitLangFromPath } from '../../../config/paths';
import { useT } from '../../../i18n/lang-context';
import { useSiteLocation } from '../../../lib/site-location';
import { PdfViewer } from './PdfViewer';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePdfDocument } from './use-pdf-document';
import './viewer.css';

/** The folder and file of a viewer address, /pdf/{language}/{filename}. */
function viewerParams(pathname: string): { lang: string; file: string } {
  const [, folder = '', lang = '', file = ''] = splitLangFromPath(pathname).path.split('/');
  if (folder !== 'pdf') return { lang: '', file: '' };
  try {
    return { lang, file: decodeURIComponent(file) };
  } catch {
    return { lang, file: '' }; // A malformed escape: no such file.
  }
}

/** The viewer's heading, status and the document once the address names a file. */
export function CatalogViewer() {
  const t = useT();
  const { lang, file } = viewerParams(useSiteLocation().pathname);
  const hydrated = useHydrated();
  const target = hydrated ? parseCatalogViewerPath(lang, file) : undefined;
  return (
    <section className="catalog-viewer" aria-labelledby="catalog-viewer-title">
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
