import { siteConfig } from '../../config/site';
import { absoluteUrl } from './head-tags';

/** Organization structured data of spec §1, on every page. */
export function organizationJsonLd(description: string, siteUrl: string = siteConfig.siteUrl) {
  const { address } = siteConfig;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteConfig.brandName,
    description,
    url: absoluteUrl('/', siteUrl),
    logo: absoluteUrl(siteConfig.logoPath, siteUrl),
    foundingDate: String(siteConfig.foundedYear),
    email: siteConfig.email,
    telephone: siteConfig.phoneE164,
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: siteConfig.phoneE164,
      contactType: 'customer service',
      availableLanguage: ['Portuguese', 'English', 'Spanish'],
      areaServed: [...siteConfig.serviceArea],
    },
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    areaServed: [...siteConfig.serviceArea],
    sameAs: Object.values(siteConfig.social),
  };
}
