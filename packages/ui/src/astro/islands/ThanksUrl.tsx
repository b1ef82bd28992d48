import { ThanksUrlField } from '../../features/contact/components/ThanksUrlField';
import { astroIsland } from '../environment';

export default astroIsland('thanks-url', ThanksUrlField);
