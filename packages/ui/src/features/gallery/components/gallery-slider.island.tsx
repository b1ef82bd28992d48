import { island } from '../../../islands/island';
import { BeforeAfter } from './BeforeAfter';

export default island('gallery-slider', BeforeAfter, { namespaces: ['gallery'] });
