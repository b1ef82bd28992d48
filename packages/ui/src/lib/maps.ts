import { siteConfig } from '../config/site';

/** The company's address as one line, the query both map URLs search for. */
export function addressQuery(): string {
  const { street, city, region, postalCode } = siteConfig.address;
  return `${street}, ${city} - ${region}, ${postalCode}, Brasil`;
}

/** Opens the address in the maps app or site (spec §7, maps link). */
export function mapsLink(): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressQuery())}`;
}

/** The embeddable map of the address; frame-src in the server's CSP admits this host. */
export function mapsEmbedUrl(lang: string): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(addressQuery())}&hl=${lang}&output=embed`;
}
