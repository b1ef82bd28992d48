import { island } from '../../islands/island';
import { ShopView } from './ShopView';

export default island('shop', ShopView, { namespaces: ['shop'] });
