import { ShopView } from '../../features/shop/ShopView';
import { astroIsland } from '../environment';

export default astroIsland('shop', ShopView);
