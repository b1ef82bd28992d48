import { ShareButton } from '../../features/products/detail/ShareButton';
import { astroIsland } from '../environment';

export default astroIsland('share', ShareButton);
