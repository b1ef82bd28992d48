import { island } from '../../islands/island';
import { AddToQuoteButton } from './AddToQuoteButton';

/** The add button on a static page (a machine's detail page); its texts are in `common`. */
export default island('add-to-quote', AddToQuoteButton, { namespaces: [] });
