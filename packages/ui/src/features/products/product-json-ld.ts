import type { MachineProduct } from './catalog/types';
import { plainText } from './rich-text';

export interface ProductJsonLdInput {
  product: MachineProduct;
  categoryName: string;
  brand: string;
  /** Absolute URL of the page and origin for the image (structured data wants absolute URLs). */
  url: string;
  origin: string;
}

/** schema.org Product for the detail page (name, brand, category, description, image). */
export function productJsonLd({ product, categoryName, brand, url, origin }: ProductJsonLdInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    description: plainText(product.description),
    category: categoryName,
    image: [`${origin}${product.imageLarge}`, `${origin}${product.image}`],
    url,
    sku: product.id,
    brand: { '@type': 'Brand', name: brand },
    manufacturer: { '@type': 'Organization', name: brand },
    additionalProperty: product.specifications.map(([name, value]) => ({
      '@type': 'PropertyValue',
      name,
      value,
    })),
  };
}
