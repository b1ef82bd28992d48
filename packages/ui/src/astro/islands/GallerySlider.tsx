import { BeforeAfter } from '../../features/gallery/components/BeforeAfter';
import { astroIsland } from '../environment';

export default astroIsland('gallery-slider', BeforeAfter);
