import { island } from '../../../islands/island';
import { ThanksUrlField } from './ThanksUrlField';

export default island('thanks-url', ThanksUrlField, { namespaces: [] });
