import { ProductNotFound } from './detail/ProductNotFound';
import './products.css';
import './product-detail.css';

/**
 * products/404.html, which the server answers for an unknown machine, with the products' styles
 * (pages/[...lang]/products/404.astro).
 */
export default function ProductNotFoundPage() {
  return <ProductNotFound />;
}
