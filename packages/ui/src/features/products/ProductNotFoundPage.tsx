import { ProductNotFound } from './detail/ProductNotFound';
import './products.css';
import './product-detail.css';

/**
 * products/404.html, which the server answers for an unknown machine; prerendered by the old
 * pipeline until the 404 pages move to Astro (docs/astro-migration.md).
 */
export default function ProductNotFoundPage() {
  return <ProductNotFound />;
}
