import { PromoPopup } from '../../features/home/components/PromoPopup';
import { astroIsland } from '../environment';

export default astroIsland('promo', PromoPopup);
