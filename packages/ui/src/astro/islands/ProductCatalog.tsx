import { ProductCatalog } from '../../features/products/components/ProductCatalog';
import { machineCatalogData } from '../../features/products/machine-catalog-data';
import { astroIsland } from '../environment';

/** The filters and the grid they filter, with each card's catalogue download. */
export default astroIsland('product-catalog', ProductCatalog, { data: machineCatalogData });
