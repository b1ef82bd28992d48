import { NewsletterForm } from '../../components/layout/NewsletterForm';
import { astroIsland } from '../environment';

export default astroIsland('newsletter', NewsletterForm);
