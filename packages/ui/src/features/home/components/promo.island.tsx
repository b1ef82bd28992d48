import { island } from '../../../islands/island';
import { PromoPopup } from './PromoPopup';

export default island('promo', PromoPopup, { namespaces: ['home'] });
