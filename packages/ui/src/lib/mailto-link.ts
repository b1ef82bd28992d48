import { siteConfig } from '../config/site';

/**
 * A mailto link to the sales address (spec §7) with an optional subject and body. Each value
 * is percent-encoded (spaces as %20, as RFC 6068 asks, never '+') and line breaks are sent as
 * CRLF, which mail programs expect in a body.
 */
export function mailtoLink({ subject, body }: { subject?: string; body?: string } = {}): string {
  const fields: string[] = [];
  if (subject) fields.push(`subject=${encodeURIComponent(subject)}`);
  if (body) fields.push(`body=${encodeURIComponent(body.replace(/\r?\n/g, '\r\n'))}`);
  return `mailto:${siteConfig.email}${fields.length ? `?${fields.join('&')}` : ''}`;
}
