import { island } from '../../islands/island';
import { Header } from './Header';

/** The header hydrates on its own: the mobile menu and the solid state on scroll. */
export default island('header', Header, { namespaces: [] });
