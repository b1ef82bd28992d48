import type { ReactNode } from 'react';
import { useLang } from '../../i18n/lang-context';
import { machineCatalog } from '@castall/machines';
import type { MachineCategory } from '@castall/machines/types';
import { ProductNotFound } from './detail/ProductNotFound';
import { ProductSeo } from './detail/ProductSeo';
import { RichLayout } from './detail/RichLayout';
import { SimpleLayout } from './detail/SimpleLayout';
import './products.css';
import './product-detail.css';

/** Categories that get the rich layout (spec §2); any other gets the simpler one. */
const RICH: ReadonlySet<MachineCategory> = new Set(['aluminum', 'peripheral']);

/**
 * A machine's page, for each of the catalogue's ids (pages/[...lang]/products/[id].astro);
 * `actions`: the download, share and quote-list islands the page file places.
 */
export default function ProductDetailPage({ id, actions }: { id: string; actions?: ReactNode }) {
  const product = machineCatalog.product(id, useLang());
  if (!product) return <ProductNotFound />;
  const Layout = RICH.has(product.category) ? RichLayout : SimpleLayout;
  return (
    <>
      <ProductSeo product={product} />
      <Layout key={product.id} product={product} islands={actions} />
    </>
  );
}
