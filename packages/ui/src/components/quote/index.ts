// The quote list (issue 15), a site-wide widget like the header it sits in, so a shared layer:
// the header places QuoteListButton; any feature places the add control from here.
export { AddToQuoteButton, type AddToQuoteButtonProps } from './AddToQuoteButton';
export { default as AddToQuoteIsland } from './add-to-quote.island';
export { QuoteListButton } from './QuoteListButton';
export type { LocalizedName, QuoteItem, QuoteKind } from './quote-item';
