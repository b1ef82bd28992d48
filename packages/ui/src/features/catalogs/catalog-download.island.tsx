import { island } from '../../islands/island';
import { CatalogDownloadButton } from './CatalogDownloadButton';

/** Checks the file before downloading; before its script runs it is a plain download link. */
export default island('catalog-download', CatalogDownloadButton, { namespaces: ['catalogs'] });
