import { CatalogDownloadButton } from '../../features/catalogs/CatalogDownloadButton';
import { astroIsland } from '../environment';

export default astroIsland('catalog-download', CatalogDownloadButton);
