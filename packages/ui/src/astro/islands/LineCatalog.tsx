import { LineCatalogDownload } from '../../features/catalogs/LineCatalogDownload';
import { astroIsland } from '../environment';

export default astroIsland('line-catalog', LineCatalogDownload);
