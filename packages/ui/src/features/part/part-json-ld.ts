import type { SparePart } from '@castall/contracts';

export interface PartJsonLdInput {
  part: SparePart;
  /** The visible texts, in the page's language. */
  name: string;
  description: string;
  categoryName: string;
  brand: string;
  /** Absolute URL of the page, and absolute URL of the image (structured data wants both). */
  url: string;
  image?: string;
}

/**
 * schema.org Product for a part's page (issue 15): the code is the SKU; an offer in reais only
 * when the part has a price, available while it has stock (a price of 0 means "on request").
 */
export function partJsonLd({
  part,
  name,
  description,
  categoryName,
  brand,
  url,
  image,
}: PartJsonLdInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name,
    description,
    sku: part.codigo,
    mpn: part.codigo,
    category: categoryName,
    url,
    ...(image === undefined ? {} : { image: [image] }),
    brand: { '@type': 'Brand', name: brand },
    ...(part.preco > 0
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: part.preco.toFixed(2),
            priceCurrency: 'BRL',
            availability:
              part.estoque > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            itemCondition: 'https://schema.org/NewCondition',
          },
        }
      : {}),
  };
}

/** schema.org BreadcrumbList: each step's name and absolute URL, in order. */
export function breadcrumbJsonLd(steps: readonly { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}
