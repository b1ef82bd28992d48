import type { MachineProduct } from '@castall/machines/types';
import type { ReactNode } from 'react';
import { QuoteButton } from '../components/QuoteButton';

export interface ProductActionsProps {
  product: MachineProduct;
  islands?: ReactNode;
}

/**
 * Quote, then the catalogue download, share and the quote list (the machine's id is its code
 * there), in both layouts: `islands`, which the page file places (pages/[...lang]/products/[id]).
 */
export function ProductActions({ product, islands }: ProductActionsProps) {
  return (
    <div className="product-actions">
      <QuoteButton productName={product.name} />
      {islands}
    </div>
  );
}
