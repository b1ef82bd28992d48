import { island } from '../../islands/island';
import { NewsletterForm } from './NewsletterForm';

export default island('newsletter', NewsletterForm, { namespaces: [] });
