import type { MachineProduct } from '../catalog/types';
import { CatalogDownloadButton } from '../components/CatalogDownloadButton';
import { QuoteButton } from '../components/QuoteButton';
import { ShareButton } from './ShareButton';

/** Quote, catalogue download and share, in both layouts. */
export function ProductActions({ product }: { product: MachineProduct }) {
  return (
    <div className="product-actions">
      <QuoteButton productName={product.name} />
      <CatalogDownloadButton productId={product.id} productName={product.name} />
      <ShareButton title={product.name} />
    </div>
  );
}
