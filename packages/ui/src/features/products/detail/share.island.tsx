import { island } from '../../../islands/island';
import { ShareButton } from './ShareButton';

export default island('share', ShareButton, { namespaces: ['products'] });
