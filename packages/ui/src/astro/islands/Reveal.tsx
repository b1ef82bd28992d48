import { RevealOnScroll } from '../../features/home/components/RevealOnScroll';
import { astroIsland } from '../environment';

export default astroIsland('reveal', RevealOnScroll);
