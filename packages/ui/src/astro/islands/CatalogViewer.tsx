import { CatalogViewer } from '../../features/catalogs/viewer/CatalogViewer';
import { astroIsland } from '../environment';

export default astroIsland('catalog-viewer', CatalogViewer);
