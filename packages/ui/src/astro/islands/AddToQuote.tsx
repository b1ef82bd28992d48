import { AddToQuoteButton } from '../../components/quote/AddToQuoteButton';
import { astroIsland } from '../environment';

export default astroIsland('add-to-quote', AddToQuoteButton);
