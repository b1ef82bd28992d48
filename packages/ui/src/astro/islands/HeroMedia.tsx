import { HeroMedia } from '../../features/home/components/HeroMedia';
import { astroIsland } from '../environment';

export default astroIsland('hero-media', HeroMedia);
