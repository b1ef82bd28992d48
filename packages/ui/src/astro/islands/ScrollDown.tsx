import { ScrollDownButton } from '../../features/home/components/ScrollDownButton';
import { astroIsland } from '../environment';

export default astroIsland('scroll-down', ScrollDownButton);
