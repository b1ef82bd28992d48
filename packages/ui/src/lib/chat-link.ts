import { siteConfig } from '../config/site';

/** Chat-app deep link to the company number with URL-encoded prefilled text (spec §7). */
export function chatLink(text: string): string {
  return `https://wa.me/${siteConfig.chatNumber}?text=${encodeURIComponent(text)}`;
}
