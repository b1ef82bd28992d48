import type { Lang } from '../../i18n/languages';
import { translateSpecLabel } from '@castall/machines/spec-labels';
import type { MachineProduct } from '@castall/machines/types';
import { plainText } from './rich-text';

export interface ProductJsonLdInput {
  product: MachineProduct;
  /** The page's language: the specification names are the visible table's. */
  lang: Lang;
  categoryName: string;
  brand: string;
  /** Absolute URL of the page and origin for the image (structured data wants absolute URLs). */
  url: string;
  origin: string;
}

/** schema.org Product for the detail page (name, brand, category, description, image). */
export function productJsonLd({
  product,
  lang,
  categoryName,
  brand,
  url,
  origin,
}: ProductJsonLdInput) {
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
    // Only the figures the specification gives: 'on request' is no property value.
    additionalProperty: product.specifications.flatMap(([label, value]) =>
      value === undefined
        ? []
        : [{ '@type': 'PropertyValue', name: translateSpecLabel(label, lang), value }],
    ),
  };
}
