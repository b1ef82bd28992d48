import { island } from '../../../islands/island';
import type { Lang } from '../../../i18n/languages';
import { machineCatalogData } from '../machine-catalog-data';
import { ProductCatalog } from './ProductCatalog';

/** The filters and the grid they filter, with each card's catalogue download. */
export default island('product-catalog', ProductCatalog, { namespaces: ['products', 'catalogs'] });

/** The machines' texts of the page's language, loaded before the grid hydrates. */
export const prepare = (lang: Lang) => machineCatalogData.load(lang);
