import type { MachineProduct } from '@castall/machines/types';
import { CatalogDownloadIsland } from '../../catalogs';
import { AddToQuoteIsland } from '../../../components/quote';
import { QuoteButton } from '../components/QuoteButton';
import ShareIsland from './share.island';

/**
 * Quote, catalogue download, share and the quote list (the machine's id is its code there), in
 * both layouts.
 */
export function ProductActions({ product }: { product: MachineProduct }) {
  return (
    <div className="product-actions">
      <QuoteButton productName={product.name} />
      <CatalogDownloadIsland productId={product.id} productName={product.name} />
      <ShareIsland title={product.name} />
      <AddToQuoteIsland kind="machine" code={product.id} name={product.name} />
    </div>
  );
}
