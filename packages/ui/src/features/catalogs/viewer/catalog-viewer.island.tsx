import { island } from '../../../islands/island';
import { CatalogViewer } from './CatalogViewer';

/** The viewer reads the file from the address once hydrated: one page serves every file. */
export default island('catalog-viewer', CatalogViewer, { namespaces: ['catalogs'] });
