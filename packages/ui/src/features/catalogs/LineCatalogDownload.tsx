import { useId } from '../../lib/use-id';
import { LocalizedLink } from '../../components/layout/LocalizedLink';
import { useLang, useT } from '../../i18n/lang-context';
import { lineCatalog } from './catalog-urls';
import { CatalogDownloadAction } from './CatalogDownloadAction';
import './catalogs.css';

/**
 * The whole-line catalogue in the page's language (spec §7 HEAD /catalogs/{lang}/{pdf name}):
 * a download checked first, and a link to read it in the /pdf viewer.
 */
export function LineCatalogDownload() {
  const t = useT();
  const lang = useLang();
  const titleId = useId();
  const catalog = lineCatalog(lang);
  return (
    <section className="line-catalog" aria-labelledby={titleId}>
      <h2 id={titleId} className="line-catalog__title">
        {t('catalogs.line.title')}
      </h2>
      <p className="line-catalog__text">{t('catalogs.line.text')}</p>
      <CatalogDownloadAction
        url={catalog.url}
        whenMissing="langMissing"
        className="button button--primary"
        label={(checking) => (checking ? t('catalogs.checking') : t('catalogs.line.download'))}
        layout={(control, message) => (
          <>
            <div className="line-catalog__actions">
              {control}
              <LocalizedLink to={catalog.viewer} className="line-catalog__view">
                {t('catalogs.line.view')}
              </LocalizedLink>
            </div>
            {message}
          </>
        )}
      />
    </section>
  );
}
