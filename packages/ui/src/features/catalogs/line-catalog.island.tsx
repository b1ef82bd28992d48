import { island } from '../../islands/island';
import { LineCatalogDownload } from './LineCatalogDownload';

export default island('line-catalog', LineCatalogDownload, { namespaces: ['catalogs'] });
