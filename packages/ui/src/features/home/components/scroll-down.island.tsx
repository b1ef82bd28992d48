import { island } from '../../../islands/island';
import { ScrollDownButton } from './ScrollDownButton';

export default island('scroll-down', ScrollDownButton, { namespaces: ['home'] });
