import type { MachineProduct } from '@castall/machines/types';
import { CatalogDownloadIsland } from '../../catalogs';
import { QuoteButton } from '../components/QuoteButton';
import ShareIsland from './share.island';

/** Quote, catalogue download and share, in both layouts. */
export function ProductActions({ product }: { product: MachineProduct }) {
  return (
    <div className="product-actions">
      <QuoteButton productName={product.name} />
      <CatalogDownloadIsland productId={product.id} productName={product.name} />
      <ShareIsland title={product.name} />
    </div>
  );
}
