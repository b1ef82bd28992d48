import { Header } from '../../components/layout/Header';
import { astroIsland } from '../environment';

/** The header hydrates on its own: the mobile menu, the quote list and the solid state on scroll. */
export default astroIsland('header', Header);
