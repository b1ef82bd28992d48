import { island } from '../../../islands/island';
import { RevealOnScroll } from './RevealOnScroll';

export default island('reveal', RevealOnScroll, { namespaces: [] });
